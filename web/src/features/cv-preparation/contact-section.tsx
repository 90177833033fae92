// Contact Details: name, email, phone, LinkedIn, website and location, filled
// from the CV where it has them. The upload page lets the user leave them
// out; here they add what they want in their downloads. An empty field is
// in no file (the spec's "[Phone]"-style placeholders are hints here, never text).
import { useState } from 'react';
import { contactFields, sectionTitles, type ContactField, type CvAction } from '../../cv/document';
import type { StructuredCV } from '../../cv/types';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { EditButtons, SectionTitle } from './text-sections';

const labels: Record<ContactField, { label: string; hint: string; type: string; autoComplete: string }> = {
  name: { label: 'Name', hint: 'Your full name', type: 'text', autoComplete: 'name' },
  email: { label: 'Email', hint: 'name@example.com', type: 'email', autoComplete: 'email' },
  phone: { label: 'Phone', hint: '+44 20 7946 0000', type: 'tel', autoComplete: 'tel' },
  linkedin: { label: 'LinkedIn', hint: 'linkedin.com/in/your-name', type: 'text', autoComplete: 'url' },
  website: { label: 'Website', hint: 'your-site.example', type: 'text', autoComplete: 'url' },
  address: { label: 'Location', hint: 'City, Country', type: 'text', autoComplete: 'address-level2' },
};

type Draft = Record<ContactField, string>;

export function ContactSection({
  doc,
  dispatch,
}: {
  doc: StructuredCV;
  dispatch: (...actions: CvAction[]) => boolean;
}) {
  const [draft, setDraft] = useState<Draft | null>(null);
  const filled = contactFields.filter((f) => doc[f]);
  const edit = () => setDraft(Object.fromEntries(contactFields.map((f) => [f, doc[f] ?? ''])) as Draft);
  const save = () => {
    if (!draft) return;
    dispatch(...contactFields.map((field): CvAction => ({ type: 'set-contact', field, value: draft[field] })));
    setDraft(null);
  };
  return (
    <Card aria-labelledby="contact-title">
      <SectionTitle id="contact-title" title={sectionTitles.contact} />
      <p id="contact-note" className="mb-3 text-sm text-muted">
        Taken from your CV where it has them. Your CV can do without them: add them here for your downloads; they stay
        on this device. Only what is filled goes into the files.
      </p>
      {draft === null ? (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          {filled.length === 0 ? (
            <p className="italic text-subtle">No contact details yet.</p>
          ) : (
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              {filled.map((f) => (
                <div key={f} className="contents">
                  <dt className="font-medium text-muted">{labels[f].label}</dt>
                  <dd className="break-all text-ink">{doc[f]}</dd>
                </div>
              ))}
            </dl>
          )}
          <Button variant="secondary" onClick={edit} aria-label="Edit Contact Details" className="self-start">
            Edit
          </Button>
        </div>
      ) : (
        <form
          className="flex flex-col gap-3"
          aria-label="Contact details"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            save();
          }}
        >
          <div className="grid gap-3 sm:grid-cols-2">
            {contactFields.map((f, i) => (
              <Field
                key={f}
                label={labels[f].label}
                type={labels[f].type}
                autoComplete={labels[f].autoComplete}
                placeholder={labels[f].hint}
                autoFocus={i === 0}
                value={draft[f]}
                aria-describedby="contact-note"
                onChange={(e) => setDraft({ ...draft, [f]: e.target.value })}
                onKeyDown={(e) => e.key === 'Escape' && setDraft(null)}
              />
            ))}
          </div>
          <EditButtons onSave={save} onCancel={() => setDraft(null)} what="Contact Details" />
        </form>
      )}
    </Card>
  );
}
