import type { ContactCategory } from '@esm/contract/contact';
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck, Clock, Mail, MapPin, Send } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { errorText } from '../../api/http';
import { sendContactMessage } from '../../api/misc';
import { useSingleFlightMutation } from '../../api/single-flight-mutation';
import { displayName, useAuth } from '../../auth/use-auth';
import { Field } from '../../components/form/Field';
import { applyServerFieldErrors } from '../../components/form/server-errors';
import { PageHeader } from '../../components/PageHeader';
import { useToast } from '../../components/toast/toast-context';
import { usePageTitle } from '../../components/use-page-title';
import { CONTACT_CATEGORIES, type ContactValues, contactSchema } from './contact-schema';
import '../../components/marketing/marketing.css';
import './contact.css';

const FIELDS = ['name', 'email', 'subject', 'category', 'message'] as const;

/** /contact: idle → sending → sent; ?callback=true pre-selects a call-back. */
export function ContactPage() {
  usePageTitle('Contact Us');
  const [params] = useSearchParams();
  const { user } = useAuth();
  const toast = useToast();
  const [sent, setSent] = useState(false);
  const defaults: ContactValues = {
    name: user ? displayName(user) : '',
    email: user?.email ?? '',
    subject: '',
    category: params.get('callback') === 'true' ? 'callback' : '',
    message: '',
  };
  const form = useForm<ContactValues>({ resolver: zodResolver(contactSchema), defaultValues: defaults });
  const { register, handleSubmit, formState, reset, setError } = form;
  const errors = formState.errors;

  const mutation = useSingleFlightMutation({
    mutationFn: (values: ContactValues) =>
      sendContactMessage({
        name: values.name.trim(),
        email: values.email.trim(),
        subject: values.subject.trim(),
        category: values.category as ContactCategory,
        message: values.message.trim(),
      }),
    onSuccess: () => {
      setSent(true);
      toast({
        title: 'Message Sent Successfully',
        description: "We'll reply within 24 hours. Please check your email.",
        variant: 'success',
      });
    },
    onError: (error) => {
      applyServerFieldErrors(error, setError, FIELDS);
      toast({
        title: 'Failed to Send Message',
        description: errorText(error, 'Please try again later.'),
        variant: 'destructive',
      });
    },
  });

  return (
    <>
      <PageHeader title="Contact Us">
        Questions about a booking, becoming a provider or anything else? We're here to help.
      </PageHeader>
      <div className="container section contact-layout">
        <div className="card card__body">
          {sent ? (
            <div className="contact-sent" role="status">
              <CircleCheck size={48} aria-hidden="true" />
              <h2>Message Sent Successfully!</h2>
              <p className="muted">Thank you for getting in touch. Here's what happens next:</p>
              <ol className="contact-sent__steps">
                <li>We've received your message and sent a confirmation to your email.</li>
                <li>A member of our support team will reply within 24 hours.</li>
                <li>If you asked for a call back, we'll ring you within 2 hours during opening hours.</li>
              </ol>
              <button
                type="button"
                className="button button--primary"
                onClick={() => {
                  reset({ ...defaults, category: '' });
                  mutation.reset();
                  setSent(false);
                }}
              >
                Send Another Message
              </button>
            </div>
          ) : (
            <form className="form" onSubmit={handleSubmit((values) => mutation.mutate(values))} noValidate>
              <h2 className="card__title">Send us a message</h2>
              <div className="form-grid">
                <Field label="Name" error={errors.name?.message} required>
                  {(control) => (
                    <input {...control} className="input" autoComplete="name" {...register('name')} />
                  )}
                </Field>
                <Field label="Email" error={errors.email?.message} required>
                  {(control) => (
                    <input
                      {...control}
                      className="input"
                      type="email"
                      autoComplete="email"
                      {...register('email')}
                    />
                  )}
                </Field>
                <Field label="Subject" error={errors.subject?.message} required>
                  {(control) => <input {...control} className="input" {...register('subject')} />}
                </Field>
                <Field label="Category" error={errors.category?.message} required>
                  {(control) => (
                    <select {...control} className="select" {...register('category')}>
                      <option value="">Select a category</option>
                      {CONTACT_CATEGORIES.map((category) => (
                        <option key={category.value} value={category.value}>
                          {category.label}
                        </option>
                      ))}
                    </select>
                  )}
                </Field>
                <Field
                  label="Message"
                  error={errors.message?.message}
                  required
                  className="field--full"
                  hint="For a call back, include your phone number and the best time to call."
                >
                  {(control) => (
                    <textarea {...control} className="textarea" rows={6} {...register('message')} />
                  )}
                </Field>
              </div>
              <div>
                <button
                  type="submit"
                  className="button button--primary button--lg"
                  disabled={mutation.isPending}
                >
                  <Send size={18} aria-hidden="true" /> {mutation.isPending ? 'Sending…' : 'Send Message'}
                </button>
              </div>
            </form>
          )}
        </div>
        <aside className="stack">
          <div className="info-card contact-info">
            <h2 className="card__title">Get in touch</h2>
            <p>
              <Mail size={18} aria-hidden="true" />
              <a href="mailto:support@eventhire.co.uk">support@eventhire.co.uk</a>
            </p>
            <p>
              <MapPin size={18} aria-hidden="true" />
              <span>
                EventHire UK Ltd
                <br />1 Southwark Bridge Road
                <br />
                London SE1 9HL
              </span>
            </p>
            <p>
              <Clock size={18} aria-hidden="true" />
              <span>Mon–Fri 9:00–18:00 GMT</span>
            </p>
          </div>
          <div className="notice notice--info">
            <p className="notice__title">We reply within 24 hours</p>
            <p>Call-back requests are returned within 2 hours during opening hours.</p>
          </div>
        </aside>
      </div>
    </>
  );
}
