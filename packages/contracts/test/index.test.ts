import * as yup from 'yup';
import * as contracts from '../src';

// Consumers import from '@coachwork/contracts' only, so every schema must be reachable from the index.
describe('package entry', () => {
  it.each([
    'emailSchema',
    'passwordSchema',
    'usernameSchema',
    'slugSchema',
    'domainSchema',
    'otpSchema',
    'otpDigitsSchema',
    'countrySchema',
    'loginSchema',
    'registerSchema',
    'registerUsingOtpSchema',
    'loginUsingOtpSchema',
    'verifyEmailUsingOtpSchema',
    'verifyTokenSchema',
    'profileSchema',
    'socialAccountSchema',
    'coachProfileSchema',
    'experienceSchema',
    'certificationSchema',
    'createUserSchema',
    'updateUserSchema',
    'createTenantSchema',
    'updateTenantSchema',
    'addTenantMemberSchema',
    'updateTenantMemberSchema',
    'createRoleSchema',
    'updateRoleSchema',
    'createPermissionSchema',
    'updatePermissionSchema',
    'createWorkshopSchema',
    'updateWorkshopSchema',
    'createWorkshopTemplateSchema',
    'updateWorkshopTemplateSchema',
    'createWorkshopScheduleSchema',
    'updateWorkshopScheduleSchema',
    'createWorkshopResourceSchema',
    'updateWorkshopResourceSchema',
    'reorderWorkshopResourcesSchema',
    'cancelWorkshopScheduleSchema',
    'addressSchema',
    'createBookingSchema',
    'updateBookingSchema',
    'createBookingSeatSchema',
    'updateBookingSeatSchema',
    'acceptInvitationSchema',
    'voucherDataSchema',
    'createVoucherSchema',
    'updateVoucherSchema',
    'interviewQuestionSchema',
    'createJobPostingSchema',
    'updateJobPostingSchema',
    'avatarFileSchema',
  ])('exports %s as a yup schema', (name) => {
    expect(yup.isSchema((contracts as Record<string, unknown>)[name])).toBe(true);
  });

  it('still exports the HTTP and event contracts', () => {
    expect(contracts.HTTP_MESSAGES.invalidData).toBe('The given data was invalid.');
    expect(contracts.EVENT_STREAM).toBe('COACHWORK');
  });

  it('does not expose the internal schema helpers', () => {
    expect(contracts).not.toHaveProperty('blankToNull');
    expect(contracts).not.toHaveProperty('text');
  });
});
