// @coachwork/web-kit/styles: the base stylesheet as text and as a <style> element. Not a shared module:
// each app that renders it client-side bundles its own copy, and the storefront's browser bundle, whose
// server already put it in <head>, carries none of it.
export { BaseStyles, BASE_CSS, COLOR_MODE_BOOT_SCRIPT } from './light/styles';
