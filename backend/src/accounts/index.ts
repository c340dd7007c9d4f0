// What other features may import from accounts/ (eslint.config.mjs: nothing else of it).
export { hashAccountToken, newAccountToken } from './account-tokens';
export { EmailVerificationService } from './email-verification.service';
