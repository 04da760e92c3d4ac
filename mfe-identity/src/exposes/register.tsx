export { RegisterForm as default } from '../features/auth/components/register-form';
