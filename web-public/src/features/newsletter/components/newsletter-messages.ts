export const NEWSLETTER_PITCH = "The week's reviews and articles every Monday, and a roundup each month.";

export const CHECK_INBOX = (email: string) =>
  `Almost there: open the link we sent to ${email} to confirm your subscription.`;
