/**
 * §5 validation rules, written once and used by every form.
 *
 * Each validator is a plain predicate (`isMobile('13812345678') === true`) and also carries what a form needs:
 * `check(value)` gives the message to show, or null when the field is acceptable, and `message` is the spec's
 * text in both languages (zh-CN verbatim from the spec). lib imports nothing of the app, so messages stay here
 * as { 'zh-CN', 'en-US' } pairs; `formRule()` in src/components picks the current language.
 *
 * Empty values: the predicate answers "is this a valid X", so an empty value fails a format (mobile, amount…).
 * In a form an empty field is the `required` rule's business: `check` lets it pass, except where the spec
 * says otherwise (the mainland mobile rule rejects empty; its variant allows it).
 */

import { distinctPoints, FENCE_RADIUS_MAX_M, FENCE_RADIUS_MIN_M, parseShape, selfIntersects } from './geo';
import { nowWallText } from './clock';

/** A text in both console languages (structurally the same as `Bilingual` in src/i18n). */
export interface LangText {
  readonly 'zh-CN': string;
  readonly 'en-US': string;
}

export interface Validator {
  /** Plain predicate: true when the value is valid. */
  (value: unknown): boolean;
  /** For a form field: the message to show for this value, or null when it is acceptable. */
  check(value: unknown): LangText | null;
  /** The rule's message (for a parameterised rule, the one shown for an out-of-range value). */
  readonly message: LangText;
  /**
   * The expected form, for a rule with a shape (a plate, an identity number, a mobile): shown under the field before
   * anything is typed, so the refusal is not the first a user learns of it.
   */
  readonly hint?: LangText;
}

/** null, undefined, '' and an empty array count as "not filled in". */
export function isEmptyValue(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

/** A field value as text: strings as they are, finite numbers in plain notation, anything else ''. */
export function valueText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'bigint') return value.toString();
  return '';
}

function makeValidator(test: (text: string) => boolean, message: LangText, options: { emptyPasses?: boolean; hint?: LangText } = {}): Validator {
  const { emptyPasses = true, hint } = options;
  const predicate = (value: unknown) => {
    if (isEmptyValue(value)) return test('');
    return (typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint') && test(valueText(value));
  };
  const check = (value: unknown): LangText | null => {
    if (isEmptyValue(value)) return emptyPasses ? null : message;
    return predicate(value) ? null : message;
  };
  return Object.assign(predicate, { check, message, ...(hint ? { hint } : {}) });
}

// ---------------------------------------------------------------------------------------------------------
// Mobile numbers

const MOBILE = /^1[3-9]\d{9}$/;
/**
 * The "prefix pattern then 8 digits" helper: the three-digit segments issued to mainland carriers
 * (China Mobile, Unicom, Telecom, China Broadnet and the virtual operators), then 8 digits.
 */
const MOBILE_SEGMENT = /^(?:13\d|14[5-9]|15[0-35-9]|16[2567]|17[0-8]|18\d|19[0-35-9])\d{8}$/;
const MOBILE_MESSAGE: LangText = { 'zh-CN': '手机号码有误，请重填', 'en-US': 'Incorrect mobile number, please re-enter it' };
/** The expected form of a mobile number. */
export const MOBILE_HINT: LangText = { 'zh-CN': '11 位手机号，如 13812345678', 'en-US': '11 digits, e.g. 13812345678' };

/** §5 mainland mobile: 11 digits, 1 then 3–9. An empty field is refused too (the spec's main variant). */
export const isMobile = makeValidator((s) => MOBILE.test(s), MOBILE_MESSAGE, { emptyPasses: false, hint: MOBILE_HINT });
/** §5 the variant that allows an empty field. */
export const isMobileOrEmpty = makeValidator((s) => s === '' || MOBILE.test(s), MOBILE_MESSAGE, { hint: MOBILE_HINT });
/** §5 the other helper: a known carrier segment (3 digits) then 8 digits. */
export const isMobileSegment = makeValidator((s) => MOBILE_SEGMENT.test(s), MOBILE_MESSAGE, { hint: MOBILE_HINT });

// ---------------------------------------------------------------------------------------------------------
// Numbers

const DECIMAL = /^(?:0|[1-9]\d*)(?:\.\d+)?$/;
const AMOUNT = /^(?:0|[1-9]\d*)(?:\.\d{1,2})?$/;

/** §5 amount: positive, at most 2 decimals. */
export const isAmount = makeValidator((s) => AMOUNT.test(s) && Number(s) > 0, {
  'zh-CN': '请输入正确的数字（保留两位小数)',
  'en-US': 'Enter a valid number (at most two decimals)',
});

/** §9 amount cap. */
export const AMOUNT_CAP = 1_000_000;

/** §5 maximum 1,000,000: a number from 0 to 1,000,000 inclusive. */
export const isWithinMillion = makeValidator((s) => DECIMAL.test(s) && Number(s) <= AMOUNT_CAP, {
  'zh-CN': '请输入0-1000000间的数字',
  'en-US': 'Enter a number from 0 to 1000000',
});

/** §5 percentage: a number from 0 to 100 inclusive. */
export const isPercentage = makeValidator((s) => DECIMAL.test(s) && Number(s) <= 100, {
  'zh-CN': '请输入0~100之间的数字',
  'en-US': 'Enter a number from 0 to 100',
});

/** §5 integer at least 0 (no sign, no leading zero). */
export const isNonNegativeInteger = makeValidator((s) => /^(?:0|[1-9]\d*)$/.test(s), {
  'zh-CN': '请填入不小于0的整数',
  'en-US': 'Enter a whole number not less than 0',
});

/** A non-negative number with any decimals (the decimal field kind's rule). */
export const isNonNegativeNumber = makeValidator((s) => DECIMAL.test(s), {
  'zh-CN': '请输入不小于0的数字',
  'en-US': 'Enter a number not less than 0',
});

export interface RangeOptions {
  min?: number;
  max?: number;
  /** Whether `min` itself is allowed (≥) or not (>). Default true. */
  minInclusive?: boolean;
  /** Whether `max` itself is allowed (≤) or not (<). Default true. */
  maxInclusive?: boolean;
}

const NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;
const INVALID_NUMBER: LangText = { 'zh-CN': '请输入有效数字', 'en-US': 'Enter a valid number' };

/** The range message with the actual bounds, e.g. '请输入≥ 0 且 < 100 的数字' (§5 '请输入>/≥ min 且 </≤ max 的数字'). */
export function rangeMessage({ min, max, minInclusive = true, maxInclusive = true }: RangeOptions): LangText {
  const low = min === undefined ? null : `${minInclusive ? '≥' : '>'} ${min}`;
  const high = max === undefined ? null : `${maxInclusive ? '≤' : '<'} ${max}`;
  return {
    'zh-CN': `请输入${[low, high].filter((p) => p !== null).join(' 且 ')} 的数字`,
    'en-US': `Enter a number ${[low, high].filter((p) => p !== null).join(' and ')}`,
  };
}

/** §5 numeric range with inclusive or exclusive bounds; an empty field is allowed. */
export function numberRange(options: RangeOptions): Validator {
  const { min, max, minInclusive = true, maxInclusive = true } = options;
  const message = rangeMessage(options);
  const inRange = (n: number) =>
    (min === undefined || (minInclusive ? n >= min : n > min)) && (max === undefined || (maxInclusive ? n <= max : n < max));
  const check = (value: unknown): LangText | null => {
    if (isEmptyValue(value)) return null;
    const text = valueText(value).trim();
    if (!NUMBER.test(text)) return INVALID_NUMBER;
    return inRange(Number(text)) ? null : message;
  };
  return Object.assign((value: unknown) => check(value) === null, { check, message });
}

/**
 * At most `places` decimals (a coordinate's 6, §5 "number input helpers" for other counts); an empty field is allowed.
 * Only the decimals are checked: the kind or a range rule checks the number itself.
 */
export function atMostDecimals(places: number): Validator {
  const re = new RegExp(`^[+-]?\\d*(?:\\.\\d{0,${places}})?$`);
  return makeValidator((s) => re.test(s.trim()), { 'zh-CN': `最多保留${places}位小数`, 'en-US': `At most ${places} decimals` });
}

// ---------------------------------------------------------------------------------------------------------
// Identity, text, e-mail

/** §5 identity number: 15 digits, 18 digits, or 17 digits plus a check digit X (x accepted as typed). */
export const isIdNumber = makeValidator(
  (s) => /^(?:\d{15}|\d{17}[\dXx])$/.test(s),
  { 'zh-CN': '请输入正确的号码', 'en-US': 'Enter a valid number' },
  { hint: { 'zh-CN': '18 位（末位可为 X）或 15 位数字', 'en-US': '18 characters (the last may be X) or 15 digits' } },
);

/** Han ideographs (CJK Unified Ideographs and Extension A), the "Chinese" of §5. */
const HAN = '\\u3400-\\u4dbf\\u4e00-\\u9fff';

/** §5 allowed text: Chinese, letters, digits, space and ~ ! @ # $ % ^ & * _ + - . (empty text has nothing disallowed). */
export const isAllowedText = makeValidator((s) => new RegExp(`^[${HAN}A-Za-z0-9 ~!@#$%^&*_+\\-.]*$`).test(s), {
  'zh-CN': '只能输入中文、字母、数字、空格及 ~!@#$%^&*_+-. 符号',
  'en-US': 'Only Chinese characters, letters, digits, spaces and ~!@#$%^&*_+-. are allowed',
});

/**
 * Emoji: any pictographic character (U+1F600 😀, U+2600 ☀, U+2702 ✂, U+1F697 🚗 …, hence also every ZWJ
 * sequence, which is built of them), regional-indicator flags, skin-tone modifiers and keycaps (1️⃣).
 * © ® ™ are pictographic in Unicode but ordinary typography in names; they count only in emoji style (+U+FE0F).
 */
const EMOJI = /(?![\u00a9\u00ae\u2122](?!\ufe0f))\p{Extended_Pictographic}|\p{Regional_Indicator}|\p{Emoji_Modifier}|\u20e3/u;

export function containsEmoji(text: string): boolean {
  return EMOJI.test(text);
}

/** §5 no emoji. */
export const isEmojiFree = makeValidator((s) => !containsEmoji(s), {
  'zh-CN': '不允许输入表情符号',
  'en-US': 'Emoji are not allowed',
});

/** §5 not only spaces: any white space counts, the full-width space U+3000 and tabs included. */
export const isNotOnlySpaces = makeValidator((s) => !/^\s+$/.test(s), {
  'zh-CN': '输入内容不得为纯空格',
  'en-US': 'The input cannot be only spaces',
});

/** At most `max` characters (a title, a summary): '最多输入{max}个字符'. Counted as the user sees them (code points). */
export function atMostChars(max: number): Validator {
  return makeValidator((s) => [...s].length <= max, { 'zh-CN': `最多输入${max}个字符`, 'en-US': `At most ${max} characters` });
}

const EMAIL =
  /^[A-Za-z0-9_%+-]+(?:\.[A-Za-z0-9_%+-]+)*@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;

/** §5 e-mail format. */
export const isEmail = makeValidator((s) => s.length <= 254 && EMAIL.test(s), {
  'zh-CN': '请输入正确的邮箱地址',
  'en-US': 'Enter a valid e-mail address',
});

// ---------------------------------------------------------------------------------------------------------
// Licence plates

/** The provinces' one-character abbreviations used on plates (§2 plate picker). */
/** A unified social credit code (GB 32100): 18 characters, digits and capital letters without I, O, S, V or Z. */
export const isCreditCode = makeValidator((s) => /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/.test(s), {
  'zh-CN': '请输入18位统一社会信用代码',
  'en-US': 'Enter the 18-character unified social credit code',
});

/**
 * A taxpayer identification number (纳税人识别号): the unified social credit code for most companies (18), or the
 * older 15- and 20-character numbers; digits and capital letters.
 */
export const isTaxNo = makeValidator((s) => /^(?:[0-9A-Z]{15}|[0-9A-Z]{18}|[0-9A-Z]{20})$/.test(s), {
  'zh-CN': '请输入正确的纳税人识别号（15、18或20位数字或大写字母）',
  'en-US': 'Enter a valid taxpayer number (15, 18 or 20 digits or capital letters)',
});

/** A bank account number: 8 to 30 digits. */
export const isBankAccount = makeValidator((s) => /^\d{8,30}$/.test(s), {
  'zh-CN': '请输入正确的银行账号（8至30位数字）',
  'en-US': 'Enter a valid bank account number (8 to 30 digits)',
});

/** A vehicle identification number (ISO 3779): 17 letters and digits, without I, O or Q. */
export const isVin = makeValidator((s) => /^[A-HJ-NPR-Z0-9]{17}$/.test(s), {
  'zh-CN': '请输入17位车架号（字母不含I、O、Q）',
  'en-US': 'Enter the 17-character VIN (no I, O or Q)',
});

/**
 * A vehicle terminal's number (its JT/T 808 terminal ID or the maker's serial): 6 to 20 capital letters and digits.
 */
export const isTerminalNo = makeValidator((s) => /^[A-Z0-9]{6,20}$/.test(s), {
  'zh-CN': '终端编号须为6-20位大写字母或数字',
  'en-US': 'The terminal number is 6 to 20 capital letters or digits',
});

/** A SIM card's number: the 11-digit mobile or the 13-digit IoT (M2M) number. */
export const isSimNo = makeValidator((s) => /^(?:\d{11}|\d{13})$/.test(s), {
  'zh-CN': 'SIM卡号须为11位或13位数字',
  'en-US': 'The SIM number is 11 or 13 digits',
});

/** A SIM card's ICCID (ITU-T E.118): 89, then 17 or 18 digits or capital letters A–F (mainland issuers use them). */
export const isIccid = makeValidator((s) => /^89[0-9A-F]{17,18}$/.test(s), {
  'zh-CN': 'ICCID须为以89开头的19-20位数字或字母',
  'en-US': 'The ICCID is 19 or 20 characters starting with 89',
});

export const PLATE_PROVINCES = '京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼';

const P = `[${PLATE_PROVINCES}]`;
/** Issuing-authority letter: A–Z except I (O is used by police authorities). */
const AUTHORITY = '[A-HJ-Z]';
/** Serial characters: digits and letters except I and O. */
const SERIAL = '[A-HJ-NP-Z0-9]';

const PLATE_FORMS: readonly RegExp[] = [
  // ordinary: 京A12345, 京A1B2C3
  new RegExp(`^${P}${AUTHORITY}${SERIAL}{5}$`),
  // special-use suffix: trailer 挂, coach 学, police 警, Hong Kong / Macau cross-border 港 / 澳, consulate 领, test 试, oversize 超
  new RegExp(`^${P}${AUTHORITY}${SERIAL}{4}[挂学警港澳领试超]$`),
  // new energy, small car: D/F (and since 2021 A–K) then a letter or digit then 4 digits: 粤BD12345, 京ADA1234
  new RegExp(`^${P}${AUTHORITY}[A-HJK][A-HJ-NP-Z0-9]\\d{4}$`),
  // new energy, large vehicle: 5 digits then D/F: 粤B12345D
  new RegExp(`^${P}${AUTHORITY}\\d{5}[DF]$`),
  // embassy: 使 then 6 digits (3 the country, 3 the vehicle): 使014578
  /^使\d{6}$/,
  // armed police: WJ, optional province, 4 digits, then a digit, a letter or a branch character: WJ京1234X, WJ粤12345
  new RegExp(`^WJ${P}?\\d{4}[0-9A-Z消边通森金警电]$`),
  // military (2013 series): two letters then 5 digits: VA12345
  /^[A-Z]{2}\d{5}$/,
  // civil aviation airside vehicles: 民航 then 5 characters
  new RegExp(`^民航${SERIAL}{5}$`),
];

/** §5 licence plate: province, letter, 5 characters; new-energy, consulate and the other forms. */
export const isPlate = makeValidator(
  (s) => PLATE_FORMS.some((re) => re.test(s)),
  { 'zh-CN': '请正确填写车牌号', 'en-US': 'Enter a valid licence plate number' },
  { hint: { 'zh-CN': '如 京A12345，新能源如 粤BD12345', 'en-US': 'e.g. 京A12345, or 粤BD12345 for a new-energy car' } },
);

// ---------------------------------------------------------------------------------------------------------
// Image upload, process key

/** §9 image limit: 2 MB. */
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;

export const IMAGE_TOO_LARGE: LangText = { 'zh-CN': '图片大小不能超过2M', 'en-US': 'The image cannot be larger than 2 MB' };
export const IMAGE_NAME_CHINESE: LangText = {
  'zh-CN': '图片名称不能包含中文，请修改后重新上传！',
  'en-US': 'The image file name cannot contain Chinese characters. Please rename it and upload it again!',
};

/** §5 image upload: at most 2 MB, and no Chinese characters in the file name. Null when the file is accepted. */
export function checkImageFile(file: { size: number; name: string }): LangText | null {
  if (file.size > IMAGE_MAX_BYTES) return IMAGE_TOO_LARGE;
  if (new RegExp(`[${HAN}]`).test(file.name)) return IMAGE_NAME_CHINESE;
  return null;
}

/**
 * §4 process key: starts with a letter or underscore, then letters, digits, - _ . $. The spec only ignores a
 * bad key (it is not applied as the element id); the message is ours, for a form that asks for one.
 */
export const isProcessKey = makeValidator((s) => /^[A-Za-z_][A-Za-z0-9_\-.$]*$/.test(s), {
  'zh-CN': '流程标识须以字母或下划线开头，只能包含字母、数字及 - _ . $',
  'en-US': 'The process key must start with a letter or underscore and contain only letters, digits and - _ . $',
});

// ---------------------------------------------------------------------------------------------------------
// Switches, times and uploaded files (field kinds; the spec gives no wording, so the messages are the console's)

/** A validator whose check takes any value (a form holds a boolean, a picker's Dayjs, an attachment object). */
function makeCheck(accepts: (value: unknown) => boolean, message: LangText): Validator {
  const check = (value: unknown): LangText | null => (isEmptyValue(value) || accepts(value) ? null : message);
  return Object.assign((value: unknown) => !isEmptyValue(value) && accepts(value), { check, message });
}

/** A yes/no value: a boolean (the form's switch) or its wire text 'true' / 'false'. */
export const isYesNo = makeCheck((v) => typeof v === 'boolean' || v === 'true' || v === 'false', {
  'zh-CN': '请选择是或否',
  'en-US': 'Choose yes or no',
});

/** A valid date object of a picker (a Dayjs): anything with an `isValid()` answering true. */
const isValidDateObject = (v: unknown) => typeof v === 'object' && v !== null && 'isValid' in v && typeof v.isValid === 'function' && v.isValid() === true;

const TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

/** A time of day HH:mm: the wire text, or a valid date object (the form's time picker). */
export const isTimeOfDay = makeCheck(
  (v) => (typeof v === 'string' ? TIME.test(v) : isValidDateObject(v)),
  { 'zh-CN': '请输入正确的时间（时:分）', 'en-US': 'Enter a time as HH:mm' },
);

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2}) ([01]\d|2[0-3]):([0-5]\d):([0-5]\d)$/;

/** Whether year, month and day name a day of the calendar (not 2026-02-30). */
function isCalendarDay(y: number, m: number, d: number): boolean {
  const at = new Date(Date.UTC(y, m - 1, d));
  return at.getUTCFullYear() === y && at.getUTCMonth() === m - 1 && at.getUTCDate() === d;
}

/** A date: the wire text YYYY-MM-DD naming a day of the calendar, or the form's date picker value. */
export const isDateText = makeCheck(
  (v) => {
    if (typeof v !== 'string') return isValidDateObject(v);
    const m = DATE.exec(v);
    return !!m && isCalendarDay(Number(m[1]), Number(m[2]), Number(m[3]));
  },
  { 'zh-CN': '请输入正确的日期（年-月-日）', 'en-US': 'Enter a date as YYYY-MM-DD' },
);

/** A date and time: the wire text YYYY-MM-DD HH:mm:ss, or the form's date-time picker value. */
export const isDateTimeText = makeCheck(
  (v) => {
    if (typeof v !== 'string') return isValidDateObject(v);
    const m = DATE_TIME.exec(v);
    return !!m && isCalendarDay(Number(m[1]), Number(m[2]), Number(m[3]));
  },
  { 'zh-CN': '请输入正确的日期时间（年-月-日 时:分:秒）', 'en-US': 'Enter a date and time as YYYY-MM-DD HH:mm:ss' },
);

/** An uploaded file's address: a path on this site, an http(s) address or a data: URL (the demo's uploads). */
const ADDRESS = /^(?:\/(?!\/)|https?:\/\/|data:[\w.+-]+\/[\w.+-]+[;,])\S*$/;

export const FILE_ADDRESS_INVALID: LangText = { 'zh-CN': '文件地址无效，请重新上传', 'en-US': 'The file address is not valid; upload the file again' };

/** An uploaded image's address (what the image kind stores). */
export const isFileAddress = makeCheck((v) => typeof v === 'string' && ADDRESS.test(v), FILE_ADDRESS_INVALID);

/** An attachment `{ name, url }`, as the form holds it or as its JSON text on the wire. */
export function attachmentOf(value: unknown): { name: string; url: string } | null {
  let v = value;
  if (typeof v === 'string') {
    try {
      v = JSON.parse(v) as unknown;
    } catch {
      return null;
    }
  }
  if (typeof v !== 'object' || v === null) return null;
  const { name, url } = v as Record<string, unknown>;
  return typeof name === 'string' && name.trim() !== '' && typeof url === 'string' && ADDRESS.test(url) ? { name, url } : null;
}

/** An attachment (the file kind): a name and an uploaded file's address. */
export const isAttachment = makeCheck((v) => attachmentOf(v) !== null, FILE_ADDRESS_INVALID);

// ---------------------------------------------------------------------------------------------------------
// A query period (recorded video: what a JT/T 1078 terminal is asked for at once)

/** The wall-clock milliseconds of a YYYY-MM-DD HH:mm:ss text (as UTC: only differences matter), or null. */
function wallMs(text: string): number | null {
  const m = DATE_TIME.exec(text);
  if (!m || !isCalendarDay(Number(m[1]), Number(m[2]), Number(m[3]))) return null;
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6]));
}

export const PERIOD_REQUIRED: LangText = { 'zh-CN': '请选择开始时间和结束时间', 'en-US': 'Choose the start and the end' };
export const PERIOD_END_NOT_AFTER: LangText = { 'zh-CN': '结束时间必须晚于开始时间', 'en-US': 'The end must be after the start' };

/** The refusal of a period longer than `hours` hours (said in days when they are whole days, more than one). */
export const periodTooLong = (hours: number): LangText =>
  hours % 24 === 0 && hours > 24
    ? { 'zh-CN': `查询时间段不能超过${hours / 24}天`, 'en-US': `The period cannot be longer than ${hours / 24} days` }
    : { 'zh-CN': `查询时间段不能超过${hours}小时`, 'en-US': `The period cannot be longer than ${hours} hours` };

/**
 * A period's problem, or null: both ends given as YYYY-MM-DD HH:mm:ss, the end after the start, at most `maxHours`
 * long. One rule for the screen's period picker and the backend's list (the same messages).
 */
export function periodProblem(begin: string | undefined, end: string | undefined, maxHours: number): LangText | null {
  if (!begin || !end) return PERIOD_REQUIRED;
  const from = wallMs(begin);
  const to = wallMs(end);
  if (from === null || to === null) return isDateTimeText.message;
  if (to <= from) return PERIOD_END_NOT_AFTER;
  return to - from > maxHours * 3_600_000 ? periodTooLong(maxHours) : null;
}

/** The local wall-clock time now as YYYY-MM-DD HH:mm:ss (what a date-time field's value compares with as text). */
/**
 * A time that must not have passed (a vehicle request's start): the form and the backend refuse an earlier one, both
 * judging by the one clock of ./clock (the demo backend's, pinnable, in demo builds and tests).
 */
export const isNotPast = makeCheck(
  (v) => {
    // The wire text, or the form's picker value (a Dayjs: its own text in the same format).
    const text = typeof v === 'string' ? v : isValidDateObject(v) && 'format' in (v as object) ? String((v as { format: (f: string) => unknown }).format('YYYY-MM-DD HH:mm:ss')) : '';
    return text !== '' && text >= nowWallText();
  },
  { 'zh-CN': '用车时间不能早于当前时间', 'en-US': 'The time cannot be in the past' },
);

// Accounts and roles (/userRoleList, /userAccountList, /resetPassWordPage)

/** A role key (what the §5 role directive compares): a letter, then 1–29 letters, digits, '_' or '-'. */
export const isRoleKey = makeValidator((s) => /^[A-Za-z][A-Za-z0-9_-]{1,29}$/.test(s), {
  'zh-CN': '权限字符以字母开头，只能包含字母、数字、下划线和短横线（2-30位）',
  'en-US': 'A role key starts with a letter and holds letters, digits, _ and - (2–30 characters)',
});

/** An account name (what one signs in with): a letter, then 3–19 letters, digits, '_' or '.'. */
export const isAccountName = makeValidator((s) => /^[A-Za-z][A-Za-z0-9_.]{3,19}$/.test(s), {
  'zh-CN': '账号以字母开头，只能包含字母、数字、下划线和点（4-20位）',
  'en-US': 'An account name starts with a letter and holds letters, digits, _ and . (4–20 characters)',
});

/** The password strength rule, as the change-password screen states it (the screen and the backend check it). */
export const PASSWORD_RULE: LangText = {
  'zh-CN': '密码长度8-20位，须同时包含字母和数字，不能包含空格',
  'en-US': 'A password has 8–20 characters, with letters and digits, and no spaces',
};

/** A password of the strength rule (PASSWORD_RULE). */
export const isStrongPassword = makeValidator((s) => /^(?=.*[A-Za-z])(?=.*\d)\S{8,20}$/.test(s), PASSWORD_RULE);

// Fence shapes (issue 23 item 5; src/lib/geo.ts): one rule for the fence form and the demo backend.

export const FENCE_SHAPE_MESSAGES = {
  invalid: { 'zh-CN': '围栏形状无效，请重新绘制', 'en-US': 'The fence shape is not valid; draw it again' },
  points: { 'zh-CN': '多边形至少需要3个不同的顶点', 'en-US': 'A polygon needs at least 3 distinct points' },
  crossing: { 'zh-CN': '多边形的边不能相交', 'en-US': "A polygon's edges must not cross" },
  radius: { 'zh-CN': `圆形围栏半径须在${FENCE_RADIUS_MIN_M}米至${FENCE_RADIUS_MAX_M / 1000}公里之间`, 'en-US': `A circular fence's radius is ${FENCE_RADIUS_MIN_M} m to ${FENCE_RADIUS_MAX_M / 1000} km` },
} as const satisfies Record<string, LangText>;

/** Why a fence's shape (its stored text) is refused, or null: a polygon of 3 distinct points at least, not crossing itself; a circle's radius 50 m–50 km. */
export function fenceShapeProblem(value: unknown): LangText | null {
  if (isEmptyValue(value)) return null;
  const shape = parseShape(value);
  if (!shape) return FENCE_SHAPE_MESSAGES.invalid;
  if (shape.kind === 'circle') {
    const r = shape.radius ?? 0;
    return r >= FENCE_RADIUS_MIN_M && r <= FENCE_RADIUS_MAX_M ? null : FENCE_SHAPE_MESSAGES.radius;
  }
  if (distinctPoints(shape.ring) < 3) return FENCE_SHAPE_MESSAGES.points;
  if (selfIntersects(shape.ring)) return FENCE_SHAPE_MESSAGES.crossing;
  return null;
}

export const isFenceShape: Validator = Object.assign((value: unknown) => !isEmptyValue(value) && fenceShapeProblem(value) === null, {
  check: fenceShapeProblem,
  message: FENCE_SHAPE_MESSAGES.invalid,
});
