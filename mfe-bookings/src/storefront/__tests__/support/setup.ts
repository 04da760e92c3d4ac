// jsdom lays nothing out and has no media queries: scrolling a failing field into view (web-kit's 422
// handling) is a no-op here. The server-render tests run under node, where this does nothing.
import { installDomShims } from '@coachwork/test-support/dom';

installDomShims();
