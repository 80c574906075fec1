import { LegalDocument } from '../terms/LegalDocument';

/** Privacy Policy (SPEC: 11 sections with lists of 6, 7, 4, 4, 4, 4 and 6 items). */
export default function PrivacyPage() {
  return <LegalDocument ns="privacy" />;
}
