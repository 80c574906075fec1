// The publish date: a react-aria date picker that writes, reads and names the date the way the interface language
// does (its order, separators and month names; the form's I18nProvider gives the locale), with a calendar whose
// weeks start on Monday (SPEC §2 calendar). The form keeps the day as yyyy-MM-dd; empty means "now" (SPEC §5).
import { parseDate, type CalendarDate } from '@internationalized/date';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DatePicker,
  DateSegment,
  Group,
  Label,
  Popover,
  Text,
} from 'react-aria-components/DatePicker';
import { Dialog, Heading } from 'react-aria-components/Dialog';
import { iconButtonClassName, popoverSurfaceClassName } from '@tales/shared/ui';
import {
  calendar,
  calendarCell,
  calendarHeader,
  calendarNav,
  calendarTitle,
  dateGroup,
  dateInput,
  dateSegment,
  field,
  hint,
  label,
} from './story-form.css';

/** The day of a yyyy-MM-dd string, or null for an empty or malformed one. */
function toDay(text: string): CalendarDate | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  try {
    return parseDate(text);
  } catch {
    return null;
  }
}

type Props = {
  label: string;
  description?: string;
  /** yyyy-MM-dd, or empty. */
  value: string;
  onChange: (value: string) => void;
  isReadOnly?: boolean;
};

export function PublishDateField({ label: text, description, value, onChange, isReadOnly }: Props) {
  return (
    <DatePicker
      className={field}
      value={toDay(value)}
      onChange={(day) => onChange(day ? day.toString() : '')}
      granularity="day"
      firstDayOfWeek="mon"
      isReadOnly={isReadOnly}
    >
      <Label className={label}>{text}</Label>
      <Group className={dateGroup}>
        <DateInput className={dateInput}>
          {(segment) => <DateSegment segment={segment} className={dateSegment} />}
        </DateInput>
        {/* react-aria names it ("Calendar", in the interface language) and ties it to the field's label. */}
        <Button className={iconButtonClassName}>
          <svg
            viewBox="0 0 16 16"
            width="16"
            height="16"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
            aria-hidden="true"
          >
            <rect x="2" y="3" width="12" height="11" rx="1.5" />
            <path d="M2 6.5h12M5 1.5v3M11 1.5v3" strokeLinecap="round" />
          </svg>
        </Button>
      </Group>
      {description ? (
        <Text slot="description" className={hint}>
          {description}
        </Text>
      ) : null}
      <Popover className={popoverSurfaceClassName} placement="bottom start">
        <Dialog className={calendar}>
          <Calendar>
            <header className={calendarHeader}>
              <Button slot="previous" className={`${iconButtonClassName} ${calendarNav}`}>
                ‹
              </Button>
              <Heading className={calendarTitle} />
              <Button slot="next" className={`${iconButtonClassName} ${calendarNav}`}>
                ›
              </Button>
            </header>
            <CalendarGrid>{(day) => <CalendarCell date={day} className={calendarCell} />}</CalendarGrid>
          </Calendar>
        </Dialog>
      </Popover>
    </DatePicker>
  );
}
