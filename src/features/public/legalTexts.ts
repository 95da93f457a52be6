import type { Bilingual } from '@/i18n';

/** Sections of the user agreement and the privacy policy shown on /userAgreement and /userPrivacyPolicy. */
export interface LegalSection {
  heading: Bilingual;
  body: Bilingual;
}

export const LEGAL_UPDATED = '2026-11-22';

export const userAgreement: LegalSection[] = [
  {
    heading: { 'zh-CN': '一、适用范围', 'en-US': '1. Scope' },
    body: {
      'zh-CN': '本协议适用于租赁服务商及其分公司、供应商和企业客户的工作人员使用本后台管理控制台（以下简称“控制台”）。账号由所属单位的管理员开通，仅供本人在履行工作职责时使用。',
      'en-US': 'This agreement applies to staff of the rental provider, its branch companies, suppliers and enterprise clients who use this back-office console ("the console"). Accounts are opened by the administrator of your organisation and are for your own use in the course of your duties.',
    },
  },
  {
    heading: { 'zh-CN': '二、账号安全', 'en-US': '2. Account security' },
    body: {
      'zh-CN': '请妥善保管账号和密码，不得转借他人。通过免登录链接或工作台授权进入控制台的，视为本人操作。发现账号异常时，请立即联系管理员。',
      'en-US': 'Keep your account and password safe and do not lend them to others. Entering the console through a free-access link or a workplace authorisation counts as your own action. Tell your administrator at once if your account behaves unexpectedly.',
    },
  },
  {
    heading: { 'zh-CN': '三、使用规范', 'en-US': '3. Acceptable use' },
    body: {
      'zh-CN': '控制台中的订单、客户、车辆、账单等信息仅用于业务处理，不得导出、复制或传播给无关人员。导出文件应按所属单位的数据管理规定保存和销毁。',
      'en-US': 'Orders, customers, vehicles, bills and other information in the console are for business use only and must not be exported, copied or passed on to anyone not involved. Exported files are kept and destroyed under your organisation\'s data rules.',
    },
  },
  {
    heading: { 'zh-CN': '四、操作记录', 'en-US': '4. Records of use' },
    body: {
      'zh-CN': '为保障业务安全和改进服务，控制台会记录您使用的功能（功能编码与时间）。这些记录仅用于统计和审计。',
      'en-US': 'To keep the business safe and improve the service, the console records which functions you use (function code and time). These records are used for statistics and audits only.',
    },
  },
  {
    heading: { 'zh-CN': '五、服务变更', 'en-US': '5. Changes to the service' },
    body: {
      'zh-CN': '系统维护期间控制台可能暂停服务，届时将显示维护说明。新版本发布后，控制台会自动刷新以使用最新版本。',
      'en-US': 'The console may pause during maintenance, showing a notice while it does. When a new release is out, the console reloads itself to use it.',
    },
  },
];

export const privacyPolicy: LegalSection[] = [
  {
    heading: { 'zh-CN': '一、我们处理的信息', 'en-US': '1. Information we process' },
    body: {
      'zh-CN': '为提供控制台服务，我们处理您的账号信息（姓名、手机号、邮箱、所属公司）、登录信息，以及您在业务处理中录入的客户、车辆、订单和账单信息。',
      'en-US': 'To provide the console we process your account details (name, mobile number, e-mail, company), sign-in information, and the customer, vehicle, order and bill information you enter while working.',
    },
  },
  {
    heading: { 'zh-CN': '二、本地存储', 'en-US': '2. Storage in your browser' },
    body: {
      'zh-CN': '控制台在浏览器中保存登录状态、已打开的页签、语言和主题偏好、版本号和设备指纹，用于保持会话和识别设备。退出登录会清除会话相关的数据。',
      'en-US': 'The console keeps your sign-in state, open tabs, language and theme choice, version number and device fingerprint in your browser, to keep your session and recognise your device. Signing out clears the session data.',
    },
  },
  {
    heading: { 'zh-CN': '三、信息的使用与共享', 'en-US': '3. Use and sharing' },
    body: {
      'zh-CN': '信息仅用于租赁、调度、结算及相关审批业务。除法律法规要求或业务必需（如向合作方推送订单状态）外，我们不会向第三方提供您的个人信息。',
      'en-US': 'Information is used only for rental, dispatch, settlement and related approvals. We do not give your personal information to third parties unless the law requires it or the business needs it (such as sending order status to a partner).',
    },
  },
  {
    heading: { 'zh-CN': '四、您的权利', 'en-US': '4. Your rights' },
    body: {
      'zh-CN': '您可以在个人中心查看和更正个人信息；如需注销账号或有任何疑问，请联系所属单位的管理员。',
      'en-US': 'You can view and correct your personal information in the personal centre; to close your account or ask anything, contact your organisation\'s administrator.',
    },
  },
];
