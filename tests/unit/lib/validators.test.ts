import { describe, expect, it } from 'vitest';
import {
  AMOUNT_CAP,
  checkImageFile,
  containsEmoji,
  IMAGE_MAX_BYTES,
  isAllowedText,
  isAmount,
  isBankAccount,
  isEmail,
  isEmojiFree,
  isIdNumber,
  isMobile,
  isMobileOrEmpty,
  isMobileSegment,
  isNonNegativeInteger,
  isNotOnlySpaces,
  isPercentage,
  isPlate,
  isProcessKey,
  isTaxNo,
  isWithinMillion,
  numberRange,
  rangeMessage,
  type Validator,
} from '@/lib/validators';

/**
 * Every value of `valid` passes and every value of `invalid` fails, as a predicate and as a form rule. An
 * empty value fails the predicate of a format, but the form rule leaves it to `required` (mobile aside).
 */
function table(v: Validator, valid: readonly unknown[], invalid: readonly unknown[]) {
  it.each(valid.map((x) => [x]))('accepts %j', (x) => {
    expect(v(x)).toBe(true);
    expect(v.check(x)).toBeNull();
  });
  it.each(invalid.map((x) => [x]))('refuses %j', (x) => {
    expect(v(x)).toBe(false);
    expect(v.check(x)).toEqual(x === '' && v !== isMobile ? null : v.message);
  });
}

describe('§5 mainland mobile', () => {
  // one real-shaped number for every allowed second digit 3–9 (13x … 19x) and common segments
  table(
    isMobile,
    ['13812345678', '14712345678', '15012345678', '16612345678', '17712345678', '18612345678', '19912345678', '13000000000', 13912345678],
    ['12812345678', '10012345678', '1381234567', '138123456789', '23812345678', '138-1234-5678', '+8613812345678', ' 13812345678', '1381234567a', ''],
  );
  it('carries the spec message verbatim; the main rule refuses an empty field', () => {
    expect(isMobile.message['zh-CN']).toBe('手机号码有误，请重填');
    expect(isMobile.check('')).toEqual(isMobile.message);
    expect(isMobile.check(undefined)).toEqual(isMobile.message);
  });
  it('the variant allows empty', () => {
    expect(isMobileOrEmpty('')).toBe(true);
    expect(isMobileOrEmpty(null)).toBe(true);
    expect(isMobileOrEmpty.check(undefined)).toBeNull();
    expect(isMobileOrEmpty('13812345678')).toBe(true);
    expect(isMobileOrEmpty('1381234567')).toBe(false);
    expect(isMobileOrEmpty.message['zh-CN']).toBe('手机号码有误，请重填');
  });
  describe('prefix pattern then 8 digits', () => {
    table(
      isMobileSegment,
      ['13012345678', '13412345678', '14512345678', '14912345678', '15112345678', '16212345678', '17012345678', '17812345678', '18012345678', '19012345678', '19212345678', '19912345678'],
      ['14012345678', '15412345678', '16012345678', '17912345678', '19412345678', '1301234567', '130123456789', '12012345678'],
    );
  });
});

describe('§5 amount: positive, at most 2 decimals', () => {
  table(isAmount, ['1', '0.01', '0.1', '12.5', '99.99', '1000000', 1.25, '0.10'], ['0', '0.00', '-1', '1.234', '1.', '.5', '01', 'abc', '1,000', 0, '']);
  it('message verbatim (its odd closing bracket included)', () => expect(isAmount.message['zh-CN']).toBe('请输入正确的数字（保留两位小数)'));
  it('an empty field is left to the required rule', () => expect(isAmount.check('')).toBeNull());
});

describe('§5 maximum 1,000,000', () => {
  table(isWithinMillion, ['0', '1', '999999.99', '1000000', AMOUNT_CAP, 0], ['1000000.01', '1000001', '-1', 'abc', '1e6', '']);
  it('message verbatim', () => expect(isWithinMillion.message['zh-CN']).toBe('请输入0-1000000间的数字'));
});

describe('§5 percentage 0–100', () => {
  table(isPercentage, ['0', '100', '50', '12.5', '99.99', 0, 100], ['100.01', '101', '-0.1', '-1', 'abc', '']);
  it('message verbatim', () => expect(isPercentage.message['zh-CN']).toBe('请输入0~100之间的数字'));
});

describe('§5 identity number', () => {
  table(
    isIdNumber,
    ['110101199003078515', '11010519491231002X', '44030419850101001x', '130503670401001', '320311770706001'],
    ['11010119900307851', '1101011990030785151', '11010519491231002Y', 'X10105194912310021', '1101051949123100X2', '13050367040100', ''],
  );
  it('message verbatim', () => expect(isIdNumber.message['zh-CN']).toBe('请输入正确的号码'));
});

describe('§5 allowed text', () => {
  table(isAllowedText, ['张三', 'Zhang San', '京A12345', '租车~!@#$%^&*_+-.', '鿏', ''], ['a,b', '张三，你好', 'a/b', '(x)', 'tab\there', '😀', '　']);
});

describe('§5 no emoji', () => {
  table(
    isEmojiFree,
    ['普通文本', 'Hello, world', '京A12345', '#1*2', '©2024 某某公司®', 'Brand™', ''],
    [
      '😀', // U+1F600 emoticons
      '☀', // U+2600 miscellaneous symbols, text style
      '☀️', // with VS16
      '✂', // U+2702 dingbats
      '🚗', // U+1F697 transport
      '🇨🇳', // regional-indicator flag
      '👨‍👩‍👧', // ZWJ family sequence
      '👍🏽', // skin-tone modifier
      '1️⃣', // keycap
      '🏴‍☠️', // ZWJ pirate flag
      '©️', // emoji-style copyright
      '订单备注🙂请尽快',
    ],
  );
  it('message verbatim', () => expect(isEmojiFree.message['zh-CN']).toBe('不允许输入表情符号'));
  it('containsEmoji finds an emoji inside text', () => {
    expect(containsEmoji('车辆已到店✅')).toBe(true);
    expect(containsEmoji('车辆已到店')).toBe(false);
  });
});

describe('§5 not only spaces', () => {
  table(isNotOnlySpaces, ['a', ' a ', '　张三　', ''], [' ', '   ', '　　', '\t', ' \n ', '\u00a0']);
  it('message verbatim', () => expect(isNotOnlySpaces.message['zh-CN']).toBe('输入内容不得为纯空格'));
});

describe('§5 integer at least 0', () => {
  table(isNonNegativeInteger, ['0', '1', '42', '1000000', 7], ['-1', '1.5', '01', 'a', '1e3', -3, 2.5, '']);
  it('message verbatim', () => expect(isNonNegativeInteger.message['zh-CN']).toBe('请填入不小于0的整数'));
});

describe('§5 e-mail', () => {
  table(
    isEmail,
    ['zhang.san@example.com', 'ops+rental@fleet.example.com.cn', 'a_b-c@sub-domain.example.org', 'x@qq.com', '13812345678@163.com'],
    ['zhang.san', 'a@b', '@example.com', 'a@.com', 'a..b@example.com', '.a@example.com', 'a@example..com', 'a b@example.com', 'a@-example.com', '张三@example.com', ''],
  );
  it('message verbatim', () => expect(isEmail.message['zh-CN']).toBe('请输入正确的邮箱地址'));
});

describe('§5 licence plate', () => {
  table(
    isPlate,
    [
      '京A12345', // ordinary
      '沪B7C8D9', // ordinary with letters
      '粤BD12345', // new energy small, pure electric
      '粤BF12345', // new energy small, hybrid
      '京ADA1234', // new energy small, letter in second place
      '粤B12345D', // new energy large
      '苏E67890F',
      '使014578', // embassy
      '沪A1234领', // consulate
      '京A1234学', // coach
      '粤Z1234港', // Hong Kong cross-border
      '粤Z1234澳', // Macau cross-border
      '冀A1234挂', // trailer
      '京A0001警', // police
      'WJ京1234X', // armed police
      'WJ粤12345',
      'VA12345', // military
      '民航12345', // civil aviation airside
    ],
    [
      '京A1234', // too short
      '京A1234567', // too long
      '京A123456', // 6 digits is no form
      '京I12345', // I is never an authority letter
      '京AO1234', // O is never a serial character
      '京a12345', // lower case
      '港A12345', // not a province
      'A12345', // no province
      '粤BD1234A', // small new energy ends in 4 digits
      '粤B12345X', // large new energy ends in D or F
      '粤BM12345', // M is not a new-energy letter
      '使01457', // embassy too short
      '京A123领5',
      '',
    ],
  );
  it('message verbatim', () => expect(isPlate.message['zh-CN']).toBe('请正确填写车牌号'));
});

describe('§5 numeric range', () => {
  it('inclusive bounds, empty allowed', () => {
    const v = numberRange({ min: 0, max: 100 });
    for (const ok of ['0', '100', '50.5', 0, 100, '', null, undefined]) expect(v.check(ok)).toBeNull();
    expect(v.check('-0.01')?.['zh-CN']).toBe('请输入≥ 0 且 ≤ 100 的数字');
    expect(v.check('100.01')?.['zh-CN']).toBe('请输入≥ 0 且 ≤ 100 的数字');
    expect(v('abc')).toBe(false);
  });
  it('exclusive bounds', () => {
    const v = numberRange({ min: 0, max: 100, minInclusive: false, maxInclusive: false });
    expect(v('0')).toBe(false);
    expect(v('100')).toBe(false);
    expect(v('0.01')).toBe(true);
    expect(v('99.99')).toBe(true);
    expect(v.message['zh-CN']).toBe('请输入> 0 且 < 100 的数字');
    expect(v.message['en-US']).toBe('Enter a number > 0 and < 100');
  });
  it('anything that is not a number says so', () => {
    const v = numberRange({ min: 1, max: 9 });
    for (const bad of ['abc', '1.2.3', '--1', '1e3', '¥5']) expect(v.check(bad)?.['zh-CN']).toBe('请输入有效数字');
  });
  it('one bound only', () => {
    expect(rangeMessage({ min: 1, minInclusive: false })['zh-CN']).toBe('请输入> 1 的数字');
    expect(numberRange({ max: 10 })('-50')).toBe(true);
  });
});

describe('§5 image upload', () => {
  it('at most 2 MB', () => {
    expect(checkImageFile({ size: IMAGE_MAX_BYTES, name: 'car.png' })).toBeNull();
    expect(checkImageFile({ size: IMAGE_MAX_BYTES + 1, name: 'car.png' })?.['zh-CN']).toBe('图片大小不能超过2M');
  });
  it('no Chinese characters in the name', () => {
    expect(checkImageFile({ size: 1000, name: 'IMG_20240501_1030.jpg' })).toBeNull();
    expect(checkImageFile({ size: 1000, name: 'photo (1)-final.jpeg' })).toBeNull();
    expect(checkImageFile({ size: 1000, name: '行驶证.jpg' })?.['zh-CN']).toBe('图片名称不能包含中文，请修改后重新上传！');
    expect(checkImageFile({ size: 1000, name: 'car_正面.png' })?.['zh-CN']).toBe('图片名称不能包含中文，请修改后重新上传！');
  });
});

describe('§4 process key', () => {
  table(isProcessKey, ['leave', '_leave', 'Process_1', 'car-repair.v2', 'a$b', 'x'], ['1process', '-a', '.a', '$a', 'a b', '请假流程', 'a/b', '']);
});

describe('a taxpayer number (companies): 15, 18 or 20 digits or capital letters', () => {
  table(isTaxNo, ['91110105MA01ABCD2X', '110105123456789', '11010512345678901234'], ['91110105ma01abcd2x', '9111010512345', '91110105MA01ABCD2X1', '9111 0105MA01ABCD2X', '']);
  it('says which lengths', () => expect(isTaxNo.message['zh-CN']).toBe('请输入正确的纳税人识别号（15、18或20位数字或大写字母）'));
});

describe('a bank account number (companies): 8 to 30 digits', () => {
  table(isBankAccount, ['62220212345678901', '12345678'], ['1234567', '6222-0212-3456', 'A2220212345678901', '']);
});

describe('format hints of the rules with a shape', () => {
  it('plate, identity number and mobile show their expected form in both languages, the refusals unchanged', () => {
    expect(isPlate.hint).toEqual({ 'zh-CN': '如 京A12345，新能源如 粤BD12345', 'en-US': 'e.g. 京A12345, or 粤BD12345 for a new-energy car' });
    expect(isPlate.message['zh-CN']).toBe('请正确填写车牌号');
    expect(isIdNumber.hint?.['zh-CN']).toBe('18 位（末位可为 X）或 15 位数字');
    for (const mobile of [isMobile, isMobileOrEmpty, isMobileSegment]) expect(mobile.hint).toEqual({ 'zh-CN': '11 位手机号，如 13812345678', 'en-US': '11 digits, e.g. 13812345678' });
    // A rule without a shape to show has none.
    expect(isEmail.hint).toBeUndefined();
  });

  it('the examples a hint gives are accepted by its own rule', () => {
    for (const example of ['京A12345', '粤BD12345']) expect(isPlate(example)).toBe(true);
    expect(isMobileSegment('13812345678')).toBe(true);
  });
});
