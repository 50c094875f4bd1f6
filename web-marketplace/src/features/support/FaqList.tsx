import type { Faq } from './faqs';

/** Questions as native disclosure widgets: keyboard and screen-reader friendly without script. */
export function FaqList({ faqs }: { faqs: Faq[] }) {
  return (
    <div className="faq-list">
      {faqs.map((faq) => (
        <details key={faq.question} className="faq">
          <summary className="faq__question">{faq.question}</summary>
          <p className="faq__answer">{faq.answer}</p>
        </details>
      ))}
    </div>
  );
}
