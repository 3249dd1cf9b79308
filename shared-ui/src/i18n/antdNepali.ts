/**
 * antd's Nepali: its own ne_NP, completed where it falls back to English (page controls, date
 * and time pickers, the calendar) and where its wording reads oddly in an office (its Modal's
 * "No" for Cancel).
 */
import type { Locale } from 'antd/es/locale';
import enUS from 'antd/locale/en_US';
import neNP from 'antd/locale/ne_NP';

/** A range picker's two placeholders (antd types them as a pair, not a list). */
const range = (start: string, end: string): [string, string] => [start, end];

const timePicker = {
  placeholder: 'समय छान्नुहोस्',
  rangePlaceholder: range('सुरु समय', 'अन्त्य समय'),
};

const datePicker = {
  ...enUS.DatePicker,
  lang: {
    ...enUS.DatePicker!.lang,
    locale: 'ne_NP',
    placeholder: 'मिति छान्नुहोस्',
    yearPlaceholder: 'वर्ष छान्नुहोस्',
    quarterPlaceholder: 'त्रैमास छान्नुहोस्',
    monthPlaceholder: 'महिना छान्नुहोस्',
    weekPlaceholder: 'हप्ता छान्नुहोस्',
    rangePlaceholder: range('सुरु मिति', 'अन्त्य मिति'),
    rangeYearPlaceholder: range('सुरु वर्ष', 'अन्त्य वर्ष'),
    rangeQuarterPlaceholder: range('सुरु त्रैमास', 'अन्त्य त्रैमास'),
    rangeMonthPlaceholder: range('सुरु महिना', 'अन्त्य महिना'),
    rangeWeekPlaceholder: range('सुरु हप्ता', 'अन्त्य हप्ता'),
    today: 'आज',
    now: 'अहिले',
    backToToday: 'आजमा फर्कनुहोस्',
    ok: 'ठिक छ',
    clear: 'खाली गर्नुहोस्',
    week: 'हप्ता',
    month: 'महिना',
    year: 'वर्ष',
    timeSelect: 'समय छान्नुहोस्',
    dateSelect: 'मिति छान्नुहोस्',
    weekSelect: 'हप्ता छान्नुहोस्',
    monthSelect: 'महिना छान्नुहोस्',
    yearSelect: 'वर्ष छान्नुहोस्',
    decadeSelect: 'दशक छान्नुहोस्',
    previousMonth: 'अघिल्लो महिना',
    nextMonth: 'अर्को महिना',
    previousYear: 'अघिल्लो वर्ष',
    nextYear: 'अर्को वर्ष',
    previousDecade: 'अघिल्लो दशक',
    nextDecade: 'अर्को दशक',
    previousCentury: 'अघिल्लो शताब्दी',
    nextCentury: 'अर्को शताब्दी',
  },
  timePickerLocale: timePicker,
};

export const ANTD_NEPALI: Locale = {
  ...neNP,
  Pagination: {
    items_per_page: '/ पृष्ठ',
    jump_to: 'पृष्ठमा जानुहोस्',
    jump_to_confirm: 'पुष्टि गर्नुहोस्',
    page: 'पृष्ठ',
    prev_page: 'अघिल्लो पृष्ठ',
    next_page: 'अर्को पृष्ठ',
    prev_5: 'अघिल्ला ५ पृष्ठ',
    next_5: 'अर्का ५ पृष्ठ',
    prev_3: 'अघिल्ला ३ पृष्ठ',
    next_3: 'अर्का ३ पृष्ठ',
    page_size: 'पृष्ठको आकार',
  },
  DatePicker: datePicker,
  TimePicker: timePicker,
  Calendar: datePicker,
  Modal: { okText: 'ठिक छ', cancelText: 'रद्द गर्नुहोस्', justOkText: 'ठिक छ' },
  Popconfirm: { okText: 'हो', cancelText: 'होइन' },
};

export const ANTD_ENGLISH: Locale = enUS;
