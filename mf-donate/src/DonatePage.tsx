import { heading } from './donate.css';
export default function DonatePage() {
  return <h2 className={heading}>Donate</h2>;
}
