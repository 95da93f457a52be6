/**
 * The help pages (entities/account/tutorial.ts): articles on what this console does today, written for its users —
 * signing in, placing an order for a customer, the dispatch centre, vehicle transfers, importing vehicles, saved
 * views, record search, exports, approvals — each in Chinese and in English. One is a draft (not published yet), so a
 * reader does not see it.
 */
import { tutorial } from '@/entities/account/tutorial';
import { registerCollection } from '../db';
import type { StoredRow } from '../model';
import { DAY, formatWallTime } from '../time';

/** An article as stored: status 0 draft, 1 published; category the TUTORIAL_CATEGORIES value. */
export type TutorialArticle = StoredRow<typeof tutorial>;

declare module '../model' {
  interface DemoData { userTutorial: TutorialArticle[] }
}

/** One language's version of an article: its title, summary and body (rich text). */
type Version = [title: string, summary: string, content: string];

/** An article in Chinese and in English (the reader shows the console's language: `articlePart`). */
type Seed = [category: TutorialArticle['category'], zh: Version, en: Version, published?: false];

const ARTICLES: readonly Seed[] = [
  [
    1,
    ['登录、切换语言与退出', '用控制台账号和密码登录；右上角切换中英文；长时间不操作需要重新登录。',
      `<p>打开控制台后进入<strong>账号登录</strong>页面，输入管理员为您开通的<strong>账号</strong>和<strong>密码</strong>，点击“登录”。登录即表示您同意《用户协议》和《隐私政策》。</p>
<ul><li>已绑定工作台账号的员工，可以从工作台直接进入控制台，无需再次输入密码；首次进入时需要输入控制台账号和密码完成绑定。</li>
<li>登录后，左侧菜单只显示您的角色可以使用的页面；页面中的按钮（如“编辑”“停用”“审批通过”）也只对有权限的账号显示。打开没有权限的地址时，会提示“对不起，您暂无…权限”。</li>
<li>右上角可以在<strong>中文</strong>和<strong>English</strong>之间切换，切换后当前页面立即生效。</li>
<li>点击右上角的“退出登录”并确认即可退出。登录过期后，系统会提示并回到登录页，重新登录后可继续工作。</li></ul>`],
    ['Signing in, switching language and signing out', 'Sign in with your console account and password; switch between Chinese and English at the top right; after a long idle spell you sign in again.',
      `<p>The console opens on the <strong>Account sign-in</strong> page: enter the <strong>account</strong> and <strong>password</strong> your administrator gave you and click “Sign in”. Signing in means you accept the User Agreement and the Privacy Policy.</p>
<ul><li>Staff whose workbench account is linked enter the console straight from the workbench, without typing a password again; the first time, they enter their console account and password to link the two.</li>
<li>Once you are signed in, the side menu shows only the screens your role may use, and a screen's buttons (such as “Edit”, “Disable”, “Approve”) show only to accounts allowed to use them. An address you may not open says that you have no permission for it.</li>
<li>At the top right you switch the console between <strong>Chinese</strong> and <strong>English</strong>; the screen you are on changes at once.</li>
<li>Click “Sign out” at the top right and confirm to sign out. When a session expires, the console says so and returns to the sign-in page; sign in again to carry on.</li></ul>`],
  ],
  [
    1,
    ['使用标签页在多个页面间工作', '打开过的页面保留为标签页，切换回来时筛选条件和填写的内容都还在。',
      `<p>从菜单打开的每个页面都会在顶部形成一个<strong>标签页</strong>。切换到其他标签再回来，列表的筛选条件、页码以及尚未提交的表单内容都会保留。</p>
<ul><li>新增、编辑、审核类页面每次打开都会重新开始，避免误提交旧数据。</li>
<li>在其他页面保存了数据后，切换回列表时列表会自动重新加载，显示最新结果。</li>
<li>列表的筛选条件写在地址栏中，可以直接复制地址发给同事，对方登录后看到的是同样的筛选结果。</li></ul>`],
    ['Working in several screens with tabs', 'Every screen you open stays as a tab; when you come back, its filters and what you typed are still there.',
      `<p>Every screen opened from the menu becomes a <strong>tab</strong> at the top. Switch to another tab and back: the list's filters, its page and a form you have not submitted yet are kept.</p>
<ul><li>Add, edit and review screens start afresh each time they are opened, so old data is never submitted by mistake.</li>
<li>After you save data on another screen, a list reloads by itself when you return to it, showing the latest results.</li>
<li>A list's filters are in the address bar: copy the address and send it to a colleague, who sees the same results after signing in.</li></ul>`],
  ],
  [
    2,
    ['为客户下单（员工下单）', '在“员工下单”中按客户、门店与时间、车辆、支付四步为客户创建短租订单。',
      `<p>菜单 <strong>订单管理 → 员工下单</strong>。下单分四步，每一步完成后才能进行下一步：</p>
<ol><li><strong>客户</strong>：输入客户手机号并查询。客户必须已完成<strong>实名认证</strong>和<strong>驾照认证</strong>，否则无法继续，请提醒客户先在 App 中完成认证。</li>
<li><strong>门店与时间</strong>：选择取车城市、门店和时间，以及还车城市、门店和时间。更换城市后，门店会清空并重新加载该城市的门店。</li>
<li><strong>车辆</strong>：确认门店和时间后会加载车型级别，默认选中第一个级别并列出可租车辆；选择车辆后系统给出<strong>价格预览</strong>。</li>
<li><strong>支付</strong>：选择支付方式后才能查询并选择可用的优惠券；更换车辆会清空已选的优惠券。</li></ol>
<p>四步都完成后点击“提交”，成功后自动跳转到<strong>短租订单</strong>列表。修改前面步骤的内容会重置后面的步骤，请按顺序填写。</p>`],
    ['Placing an order for a customer', 'In “Create order for customer”, create a short-term rental for a customer in four steps: customer, stores and times, vehicle, payment.',
      `<p>Menu <strong>Orders → Create order for customer</strong>. An order takes four steps; each opens once the one before is complete:</p>
<ol><li><strong>Customer</strong>: enter the customer's mobile number and look it up. The customer must have passed <strong>identity verification</strong> and <strong>driving licence verification</strong>, otherwise you cannot go on: remind them to complete both in the app first.</li>
<li><strong>Stores and times</strong>: choose the pick-up city, store and time, and the return city, store and time. Changing a city clears its store and loads that city's stores.</li>
<li><strong>Vehicle</strong>: once the stores and times are set, the car levels load, the first is chosen and its available vehicles are listed; choosing a vehicle shows the <strong>price preview</strong>.</li>
<li><strong>Payment</strong>: choose a payment method, then look up and choose a coupon the customer may use; changing the vehicle clears the coupon.</li></ol>
<p>With all four steps done, click “Submit”; the order is created and the <strong>Rental orders</strong> list opens. Changing an earlier step resets the steps after it, so fill them in order.</p>`],
  ],
  [
    2,
    ['查询订单与退款明细', '在短租订单和退款明细中按条件查询、导出，超过 1000 条时转为导出任务。',
      `<p><strong>短租订单</strong>列表可按订单号、客户、城市、门店、状态和时间范围查询；点击“查询”后结果按条件刷新，“重置”清空所有条件。</p>
<ul><li>“导出”会按当前筛选条件导出 Excel 文件。结果超过 <strong>1000</strong> 条时，系统会创建一个<strong>导出任务</strong>，完成后在<strong>数据导出</strong>页面下载。</li>
<li><strong>退款明细</strong>列出每笔退款的原因、金额和状态，可同样筛选和导出。</li>
<li>金额列统一保留两位小数并按千分位显示。</li></ul>`],
    ['Finding orders and refunds', 'Search and export rental orders and refunds by any filter; above 1,000 rows an export becomes an export task.',
      `<p>The <strong>Rental orders</strong> list is searched by order number, customer, city, store, status and time range; “Search” refreshes the results for the filters, “Reset” clears them all.</p>
<ul><li>“Export” saves the rows of the current filters as an Excel file. Above <strong>1,000</strong> rows the console creates an <strong>export task</strong> instead; download its file on the <strong>Data export</strong> screen once it is done.</li>
<li><strong>Refund details</strong> lists every refund's reason, amount and status, filtered and exported the same way.</li>
<li>Amounts always show two decimals with thousands separators.</li></ul>`],
  ],
  [
    3,
    ['调度台：派车、指派供应商与退回', '企业用车需求在调度台处理：派自有车辆和司机，或指派供应商，必要时退回。',
      `<p>菜单 <strong>调度派车 → 调度台</strong>。顶部显示各状态的需求数量，点击数字即可筛选出对应的需求。</p>
<ul><li><strong>派车</strong>：为待调度的需求选择自有车辆和司机。系统只允许选择在需求时间段内空闲、可租的车辆，以及准驾车型与车辆相符的司机；不符合时会说明原因。</li>
<li><strong>指派供应商</strong>：自有运力不足时，把需求交给供应商，由供应商派车。</li>
<li><strong>退回</strong>：无法满足的需求可以退回，需要填写原因，用车单位会看到退回原因。</li>
<li>已派车或已指派的需求可以<strong>撤销调度</strong>，回到待调度；司机出发后点击<strong>开始服务</strong>，行程结束后点击<strong>完成</strong>。</li></ul>
<p>需求详情中可以查看派出车辆和司机的其他行程，避免时间冲突。</p>`],
    ['The dispatch centre: assigning, designating, returning', 'Enterprise vehicle requests are handled in the dispatch center: send your own vehicle and driver, or designate a supplier, or return the request.',
      `<p>Menu <strong>Dispatch → Dispatch center</strong>. The top shows how many requests are in each state; click a count to list those requests.</p>
<ul><li><strong>Send vehicle</strong>: choose one of your own vehicles and a driver for a request awaiting dispatch. Only vehicles free and rentable for the whole requested time, and drivers licensed for that vehicle, can be chosen; the console says why another cannot.</li>
<li><strong>Designate a supplier</strong>: when your own fleet is short, hand the request to a supplier, who sends the vehicle.</li>
<li><strong>Return</strong>: a request that cannot be met is returned with a reason, which the requesting company sees.</li>
<li>A request with a vehicle sent or a supplier designated can be <strong>revoked</strong> back to awaiting dispatch; click <strong>Start service</strong> when the driver sets off and <strong>Complete</strong> when the trip is over.</li></ul>
<p>A request's details show the other trips of the vehicle and driver sent, so that no two trips overlap.</p>`],
  ],
  [
    3,
    ['需求派单与验车单审核', '需求订单派给供应商后，供应商派车并上传验车单，由调度审核。',
      `<p><strong>需求派单</strong>列出企业客户的用车需求订单，调度员选择供应商派单；供应商在自己的工作台中为订单派车和司机。</p>
<p>交车和还车时，供应商提交<strong>验车单</strong>（车牌号、里程等验车信息）。调度员在<strong>验车单审核</strong>中查看验车单详情并审核：选择<strong>通过</strong>或<strong>驳回</strong>，驳回时填写审核意见，供应商据此修改。</p>`],
    ['Demand orders and inspection sheets', 'Once a demand order is dispatched to a supplier, the supplier sends a vehicle and uploads inspection sheets for the dispatcher to review.',
      `<p><strong>Demand dispatch</strong> lists the enterprise clients' vehicle demand orders; the dispatcher dispatches each to a supplier, who assigns a vehicle and a driver to it in the supplier's own workbench.</p>
<p>At hand-over and at return the supplier submits an <strong>inspection sheet</strong> (plate number, mileage and the other inspection details). The dispatcher opens it in <strong>Inspection sheet reviews</strong> and reviews it: <strong>Approve</strong> or <strong>Reject</strong>, a rejection with a comment the supplier corrects the sheet by.</p>`],
  ],
  [
    4,
    ['从 Excel 批量导入车辆', '下载模板、填写、上传检查，按报告修正错误后导入。',
      `<p>菜单 <strong>车务管理 → 车辆管理</strong>，点击“导入”：</p>
<ol><li>点击“下载模板”。模板第一行是表头（带 * 的列为必填），车型、颜色、城市、门店等列提供下拉选项；“说明”工作表写明每列的格式。</li>
<li>按模板填写后上传 .xlsx、.xls 或 .csv 文件（最多 10000 行、20 MB）。</li>
<li>系统逐行检查，检查规则与新增车辆表单完全相同（例如车牌号格式、门店必须属于所选城市、文件内车牌号不能重复），并显示通过和未通过的行以及每个问题所在的行和列。</li>
<li>可以只导入通过检查的行；也可以下载错误报告，在报告中直接修改后重新上传。</li></ol>
<p>导入要么全部成功、要么都不保存；系统发现的车牌号已登记等问题会加入报告。每辆导入的车辆都会记入变更历史。</p>`],
    ['Importing vehicles from a spreadsheet', 'Download the template, fill it in, upload it to be checked, correct what the report shows, then import.',
      `<p>Menu <strong>Fleet → Vehicles</strong>, click “Import”:</p>
<ol><li>Click “Download template”. Its first row is the header (columns marked * are required); the model, colour, city and store columns offer drop-down choices, and the “Notes” sheet gives each column's format.</li>
<li>Fill it in and upload the .xlsx, .xls or .csv file (at most 10,000 rows and 20 MB).</li>
<li>Every row is checked with exactly the rules of the add-vehicle form (the plate's format, a store in the chosen city, no plate twice in the file…); the rows that pass and those that fail are shown, each problem with its row and column.</li>
<li>Import only the rows that pass, or download the report, correct it where it is and upload it again.</li></ol>
<p>An import saves all of its rows or none; problems found on saving, such as a plate already registered, are added to the report. Every imported vehicle is recorded in its change history.</p>`],
  ],
  [
    4,
    ['车辆调拨流程', '申请调拨 → 审批 → 发车 → 确认接收，调拨中的车辆不会被出租。',
      `<p>菜单 <strong>车务管理 → 车辆调拨</strong>，点击“申请调拨”，选择车辆和调入的城市、门店并填写原因。</p>
<ul><li>维修中、已停用、正在出租、已被预订或已在其他调拨中的车辆不能申请调拨，系统会说明原因。</li>
<li>申请由有审批权限的人员<strong>审批通过</strong>或<strong>拒绝</strong>。</li>
<li>审批通过后点击<strong>发车</strong>，车辆状态变为“调拨中”，此时员工下单不会选到这辆车。</li>
<li>车辆到达后由调入门店点击<strong>确认接收</strong>，车辆的城市、门店和所属公司随之更新，并记入该车辆的变更历史。</li></ul>
<p>在<strong>车辆状态</strong>页面可以按城市查看各运营状态的车辆数量，点击数字进入对应的车辆列表。</p>`],
    ['Transferring a vehicle between stores', 'Request a transfer → approval → send off → confirm receipt; a vehicle being transferred is never rented out.',
      `<p>Menu <strong>Fleet → Vehicle allocation</strong>: click “Request a transfer”, choose the vehicle and the city and store it goes to, and give a reason.</p>
<ul><li>A vehicle under repair, disabled, rented out, booked or already in another transfer cannot be transferred; the console says why.</li>
<li>Someone allowed to approve <strong>approves</strong> or <strong>refuses</strong> the request.</li>
<li>Once approved, click <strong>Send off</strong>: the vehicle is “in transfer”, and an order placed for a customer cannot take it.</li>
<li>When the vehicle arrives, the receiving store clicks <strong>Confirm receipt</strong>: the vehicle's city, store and owning company change with it, recorded in its change history.</li></ul>
<p>The <strong>Vehicle status</strong> screen counts the vehicles of each operating state by city; click a count to open those vehicles' list.</p>`],
  ],
  [
    5,
    ['发起流程与处理待办审批', '在“我的流程”中发起申请，在“待办任务”中审批，审批结果可在已办和抄送中查看。',
      `<p><strong>发起</strong>：菜单 <strong>企业用车 → 我的流程</strong>，点击“发起流程”，选择流程并填写表单后提交。提交后可在“我的流程”中查看进度和每个节点的处理人。</p>
<p><strong>审批</strong>：菜单 <strong>企业用车 → 待办任务</strong> 列出等待您处理的任务。打开任务查看申请内容和流程图，选择<strong>通过</strong>或<strong>不通过</strong>并填写意见（不通过时意见必填）。</p>
<ul><li>处理过的任务在<strong>已办任务</strong>中；抄送给您的流程在<strong>抄送我的</strong>中查看。</li>
<li>部门负责人可在<strong>部门审批</strong>中查看本部门发起的全部流程。</li></ul>`],
    ['Starting a process and handling approvals', 'Start a request in “My processes”, approve in “To-do tasks”, and follow the results in completed and copied tasks.',
      `<p><strong>Start</strong>: menu <strong>Enterprise vehicles → My processes</strong>, click “Start a process”, choose the process, fill in its form and submit it. “My processes” then shows its progress and who handles each step.</p>
<p><strong>Approve</strong>: menu <strong>Enterprise vehicles → To-do tasks</strong> lists the tasks waiting for you. Open one to see the request and its process diagram, choose <strong>Approve</strong> or <strong>Reject</strong> and write a comment (required when rejecting).</p>
<ul><li>The tasks you have handled are in <strong>Completed tasks</strong>; processes copied to you are in <strong>Copied to me</strong>.</li>
<li>A department head sees every process started in the department in <strong>Department approvals</strong>.</li></ul>`],
  ],
  [
    6,
    ['保存常用的查询视图', '把筛选条件、排序和隐藏的列保存为视图，下次一键打开，还可以设为默认或复制链接。',
      `<p>每个列表上方都有<strong>视图</strong>菜单：</p>
<ul><li>设置好筛选条件、排序和显示的列之后，选择“保存当前视图”，填写名称（1–30 个字符，不能包含表情符号），可勾选“设为默认”。</li>
<li>以后从视图菜单中选择该视图，列表立即按它的条件重新加载。</li>
<li><strong>默认视图</strong>只在不带任何条件打开列表时自动应用，不会覆盖您从链接打开的条件。</li>
<li>“复制链接”可以把视图的地址发给同事，对方需要登录并有该页面的权限。</li></ul>
<p>视图保存在服务器上，换一台电脑登录同一账号也能使用；每个列表最多保存 20 个视图。</p>`],
    ['Saving the views you use', 'Save filters, sort order and hidden columns as a view and open it again in one click; set it as the default or copy its link.',
      `<p>Every list has a <strong>Views</strong> menu above it:</p>
<ul><li>With the filters, sort order and columns set, choose “Save current view”, give it a name (1–30 characters, no emoji) and tick “Set as default” if you like.</li>
<li>Choose the view from the menu later and the list reloads with its conditions at once.</li>
<li>The <strong>default view</strong> is applied only when a list is opened without any condition: it never overrides the conditions of a link you opened.</li>
<li>“Copy link” gives you the view's address to send to a colleague, who must sign in and may open the screen.</li></ul>
<p>Views are kept on the server: sign in with the same account on another computer and they are there. A list keeps at most 20 views.</p>`],
  ],
  [
    6,
    ['用 Ctrl+K 快速查找页面和记录', '按 Ctrl+K（Mac 上 ⌘K）输入名称、车牌号、订单号等，直接打开页面或记录详情。',
      `<p>在任意页面按 <kbd>Ctrl</kbd>+<kbd>K</kbd>（Mac 上为 <kbd>⌘</kbd>+<kbd>K</kbd>）打开搜索框：</p>
<ul><li>输入页面名称（如“车辆调拨”）即可找到并打开该页面。</li>
<li>输入至少 2 个字符，还会搜索记录：车牌号、车架号、公司名称、订单号等，结果按类别分组。</li>
<li>用上下方向键选择，按 <kbd>Enter</kbd> 打开；按 <kbd>Esc</kbd> 关闭。</li></ul>
<p>只会列出您有权限打开的页面和记录。</p>`],
    ['Finding screens and records with Ctrl+K', 'Press Ctrl+K (⌘K on a Mac) and type a name, plate number or order number to open a screen or a record directly.',
      `<p>On any screen, press <kbd>Ctrl</kbd>+<kbd>K</kbd> (<kbd>⌘</kbd>+<kbd>K</kbd> on a Mac) to open the search box:</p>
<ul><li>Type a screen's name (such as “Vehicle allocation”) to find and open it.</li>
<li>Type at least 2 characters to search records too: plate numbers, VINs, company names, order numbers and more, grouped by kind.</li>
<li>Choose with the up and down arrow keys, open with <kbd>Enter</kbd>, close with <kbd>Esc</kbd>.</li></ul>
<p>Only screens and records you may open are listed.</p>`],
  ],
  [
    6,
    ['调整列表显示的列', '在列表的“列设置”或“列表字段配置”页面中选择显示的列、顺序和固定列。',
      `<p>每个列表右上角的<strong>列设置</strong>可以勾选要显示的列；在<strong>列表字段配置</strong>页面还可以调整列的顺序、把常用列固定在左侧，或恢复默认。</p>
<p>设置按账号保存在服务器上，在列表中和在配置页面中看到的是同一份设置。</p>`],
    ['Choosing the columns of a list', 'Choose a list\'s columns, their order and the pinned ones in its column settings or on the “Table column settings” screen.',
      `<p>The <strong>Columns</strong> button at the top right of every list ticks the columns shown; the <strong>Table column settings</strong> screen also orders them, pins the ones you use most to the left, or restores the default.</p>
<p>Settings are kept per account on the server: the list and the settings screen show the same settings.</p>`], false,
  ],
];

registerCollection(tutorial.id as 'userTutorial', ({ today }) => {
  const next = new Map<number, number>();
  return ARTICLES.map(([category, [title, summary, content], [titleEn, summaryEn, contentEn], published], i): TutorialArticle => {
    const sort = (next.get(category) ?? 0) + 1;
    next.set(category, sort);
    const created = today - (60 - i * 4) * DAY;
    const status = published === false ? 0 : 1;
    return {
      articleId: 501 + i, category, title, titleEn, summary, summaryEn, content, contentEn, sort, status,
      createTime: formatWallTime(created), updateTime: formatWallTime(created + (i % 3) * DAY + 2 * 3600_000),
    };
  });
});
