export { TokenSignIn as default } from '../features/auth/components/token-sign-in';
