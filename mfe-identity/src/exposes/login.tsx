export { LoginForm as default } from '../features/auth/components/login-form';
