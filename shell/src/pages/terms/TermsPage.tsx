import { LegalDocument } from './LegalDocument';

/** Terms of Use (SPEC: 14 sections, one a 6-item prohibited-conduct list). */
export default function TermsPage() {
  return <LegalDocument ns="terms" />;
}
