import { z } from 'zod';
import { FORM_MESSAGES, LANGUAGES, checkEmail, checkName, checkPassword } from '@apteek/domain';
import { integer } from '../../plugins/validation.ts';

/** A zod refinement from a form rule of packages/domain, so the API answers the forms' own texts. */
const rule = (check: (value: string) => { message: string } | null) =>
  z.string().superRefine((value, context) => {
    const problem = check(value);
    if (problem) context.addIssue({ code: 'custom', message: problem.message });
  });

const email = rule(checkEmail).transform((value) => value.trim());
const name = rule(checkName).pipe(z.string().max(100, { message: 'Maximum length of 100 characters' }));

export const CustomerInputSchema = z.object({
  email,
  firstname: name,
  lastname: name,
  phoneNumber: z.string().trim().max(32).optional(),
  country_id: z.enum(['EE', 'FI']).default('EE'),
  language: z.enum(LANGUAGES).default('et'),
  consentTermsAccepted: z.literal(true, { error: 'A privacy consent is needed to create an account.' }),
  /** Accepted and ignored: the storefront subscribes through /api/newsletter's double opt-in. */
  isSubscribedToNewsletter: z.boolean().default(false),
});

export const RegisterBodySchema = z.object({
  customer: CustomerInputSchema,
  password: rule(checkPassword),
});

export const LoginBodySchema = z.object({
  username: z.string().trim().min(1, { message: FORM_MESSAGES.required }).max(254),
  password: z.string().min(1, { message: FORM_MESSAGES.required }).max(200),
});

export const RefreshBodySchema = z.object({ refreshToken: z.string().min(20).max(200) });

const AddressSchema = z.object({
  id: integer({ min: 1 }).optional(),
  firstname: name,
  lastname: name,
  street: z.string().trim().min(1, { message: FORM_MESSAGES.required }).max(100),
  apartmentNumber: z.string().trim().max(10).optional(),
  city: z.string().trim().min(1, { message: FORM_MESSAGES.required }).max(50),
  postcode: z
    .string()
    .trim()
    .regex(/^\d{5}$/, { message: FORM_MESSAGES.zipCode }),
  countryId: z.enum(['EE', 'FI']),
  region: z.string().trim().max(100).optional(),
  telephone: z.string().trim().max(32).optional(),
  company: z.string().trim().max(200).optional(),
  vatId: z.string().trim().max(64).optional(),
  isDefaultShipping: z.boolean().default(false),
  isDefaultBilling: z.boolean().default(false),
});

export const ProfileBodySchema = z.object({
  customer: z.object({
    email: email.optional(),
    firstname: name.optional(),
    lastname: name.optional(),
    phoneNumber: z.string().trim().max(32).optional(),
    /** The terms accepted after a strong login made the account; they cannot be taken back here. */
    consentTermsAccepted: z.literal(true, { error: FORM_MESSAGES.terms }).optional(),
    /** Accepted and ignored, as at registration. */
    isSubscribedToNewsletter: z.boolean().optional(),
    addresses: z.array(AddressSchema).max(20).optional(),
  }),
});

export const LanguageBodySchema = z.object({ language: z.enum(LANGUAGES) });

export const ChangePasswordBodySchema = z.object({
  currentPassword: z.string().min(1, { message: FORM_MESSAGES.required }).max(200),
  newPassword: rule(checkPassword),
});

export const ResetPasswordBodySchema = z.object({ email });

export const CreatePasswordBodySchema = z.object({
  email,
  newPassword: rule(checkPassword),
  resetToken: z.string().min(20).max(200),
});
