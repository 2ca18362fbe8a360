export { createMailer, type MailMessage, type Mailer } from './mailer.ts';
