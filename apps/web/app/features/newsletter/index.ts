export { newsletterApi } from './newsletter-api.ts';
export { CHECK_YOUR_MAIL } from './NewsletterForm.tsx';
export { NewsletterLink } from './NewsletterLink.tsx';
export { NewsletterOffer } from './NewsletterOffer.tsx';
