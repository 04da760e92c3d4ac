export { OnboardingPage as default } from '../features/onboarding/onboarding-page';
