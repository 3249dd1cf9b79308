import { Space } from 'antd';
import type { ReactNode } from 'react';
import type { RegisterEntry } from './AttendanceRegister';
import {
  AttendancePage,
  AttendanceTabs,
  DailyRegister,
  MonthlySummary,
  type DailyRegisterProps,
  type MonthlySummaryProps,
} from './AttendanceParts';

/** What a register is asked with (a campus, a class), as the tabs send it. */
export type PlaceParams = Readonly<Record<string, string | number | undefined>>;

/**
 * Where a tab's register is kept: the params its GET and PUT send, whether it is known yet, the
 * inputs choosing it beside the day or month, a hint of what is still to choose, and a key telling
 * one place from another (a new one starts from its saved marks).
 */
export interface AttendancePlace<Place extends PlaceParams> {
  params: Place;
  ready?: boolean;
  inputs?: ReactNode;
  hint?: ReactNode;
  key: string;
}

/** A person's line of a day's register: the saved mark. */
type MarkedRow = { status: RegisterEntry['status'] | null; remarks: string | null };

/** The props a tab takes from its place. */
type PlacedProps = 'params' | 'ready' | 'inputs' | 'hint';

/** The two tabs of a screen: what each shows, the PUT body made of the place too. */
interface AttendanceTabsOf<
  Place extends PlaceParams,
  RegisterRow extends MarkedRow,
  Register extends { holiday: string | null; rows: RegisterRow[] },
  SummaryRow extends object,
  Summary extends { rows: SummaryRow[] },
> {
  daily: Omit<DailyRegisterProps<RegisterRow, Register>, PlacedProps | 'registerKey' | 'bodyOf'> & {
    /** The PUT body of the day's marked entries at the place. */
    bodyOf(date: string, entries: RegisterEntry[], place: Place): object;
  };
  monthly: Omit<MonthlySummaryProps<SummaryRow, Summary>, PlacedProps | 'exportDisabled'>;
}

export type AttendanceScreenProps<
  Place extends PlaceParams,
  RegisterRow extends MarkedRow,
  Register extends { holiday: string | null; rows: RegisterRow[] },
  SummaryRow extends object,
  Summary extends { rows: SummaryRow[] },
> = AttendanceTabsOf<Place, RegisterRow, Register, SummaryRow, Summary> & {
  testId: string;
  title: string;
} & (
    | {
        /** Each tab's own place (a campus choice of its own): a hook, the same on every render. */
        usePlace: () => AttendancePlace<Place>;
        chosen?: never;
      }
    | {
        /**
         * One place chosen above the tabs (a class): its picker, the place (null until chosen)
         * and what shows instead of the tabs until then. A new place starts both tabs afresh.
         */
        chosen: { picker: ReactNode; place: AttendancePlace<Place> | null; waiting: ReactNode };
        usePlace?: never;
      }
  );

/**
 * An attendance screen (the staff register, a class's register): its title, any picker above the
 * tabs, the daily register and the monthly summary, each asked for at its place.
 */
export function AttendanceScreen<
  Place extends PlaceParams,
  RegisterRow extends MarkedRow,
  Register extends { holiday: string | null; rows: RegisterRow[] },
  SummaryRow extends object,
  Summary extends { rows: SummaryRow[] },
>(props: AttendanceScreenProps<Place, RegisterRow, Register, SummaryRow, Summary>) {
  const { testId, title, daily, monthly } = props;
  if (props.usePlace) {
    const usePlace = props.usePlace;
    return (
      <AttendancePage testId={testId} title={title}>
        <AttendanceTabs
          daily={<TabPlace usePlace={usePlace} tab={(place) => placedRegister(daily, place)} />}
          monthly={<TabPlace usePlace={usePlace} tab={(place) => placedSummary(monthly, place)} />}
        />
      </AttendancePage>
    );
  }
  const { picker, place, waiting } = props.chosen;
  return (
    <AttendancePage testId={testId} title={title}>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        {picker}
        {place ? (
          <AttendanceTabs
            daily={<Keyed key={place.key}>{placedRegister(daily, place)}</Keyed>}
            monthly={<Keyed key={place.key}>{placedSummary(monthly, place)}</Keyed>}
          />
        ) : (
          waiting
        )}
      </Space>
    </AttendancePage>
  );
}

/** A tab at the place its own hook gives. */
function TabPlace<Place extends PlaceParams>({
  usePlace,
  tab,
}: {
  usePlace: () => AttendancePlace<Place>;
  tab: (place: AttendancePlace<Place>) => ReactNode;
}) {
  return tab(usePlace());
}

/** A keyed wrapper: a new key starts what it holds afresh. */
function Keyed({ children }: { children: ReactNode }) {
  return children;
}

function placedRegister<
  Place extends PlaceParams,
  RegisterRow extends MarkedRow,
  Register extends { holiday: string | null; rows: RegisterRow[] },
>(
  daily: AttendanceTabsOf<Place, RegisterRow, Register, object, { rows: object[] }>['daily'],
  place: AttendancePlace<Place>,
) {
  return (
    <DailyRegister<RegisterRow, Register>
      {...daily}
      params={place.params}
      ready={place.ready}
      inputs={place.inputs}
      hint={place.hint}
      registerKey={(date) => `${date}:${place.key}`}
      bodyOf={(date, entries) => daily.bodyOf(date, entries, place.params)}
    />
  );
}

function placedSummary<SummaryRow extends object, Summary extends { rows: SummaryRow[] }>(
  monthly: Omit<MonthlySummaryProps<SummaryRow, Summary>, PlacedProps | 'exportDisabled'>,
  place: AttendancePlace<PlaceParams>,
) {
  return (
    <MonthlySummary<SummaryRow, Summary>
      {...monthly}
      params={place.params}
      ready={place.ready}
      inputs={place.inputs}
      hint={place.hint}
      exportDisabled={place.ready === false}
    />
  );
}
