/**
 * zh-CN, the default language and the source of message keys. The spec's Chinese messages are used verbatim;
 * the spec's English messages get a Chinese translation here. en-US must translate every key (type-checked).
 */
import { authZhCN } from './parts/auth';
import { shellZhCN } from './parts/shell';
import type { entityZhCN } from './parts/entity';
import type { treeZhCN } from './parts/tree';
import type { systemZhCN } from './parts/system';

const zhCN = {
  ...authZhCN,
  ...shellZhCN,
  'app.title': '租车业务管理控制台',
  'app.language': '语言',
  'app.crash.title': '页面出错了',
  'app.crash.text': '此页面遇到意外错误，您输入的内容未被提交。请返回上一页或刷新重试。',
  'app.crash.back': '返回',
  'app.crash.reload': '刷新页面',
  'app.notFound.title': '页面不存在',
  'app.notFound.text': '您访问的地址 {path} 不存在。',
  'app.home': '返回首页',

  // Demo backend (embedded msw)
  'demo.on': '演示后端已启用：数据保存在本浏览器中。',
  'demo.faultsOn': '故障注入：开',
  'demo.faultsOff': '故障注入：关',
  'demo.faultsHint': '开启后，演示后端会让约 30% 的请求失败（业务错误、合作方错误码、服务不可用、网络中断），并随机延迟最多 1.5 秒，用于检验控制台的错误提示与容错。',
  'demo.reset': '重置演示数据',
  'demo.resetConfirm': '重置后，您创建和修改的演示数据都将恢复为初始数据。确定重置吗？',
  'demo.resetDone': '演示数据已重置',
  'demo.failed': '演示后端未能启动，接口请求将无法得到应答：{reason}',
  'demo.failedHint': '演示后端依赖浏览器的 Service Worker：请使用 http://localhost 或 HTTPS 地址打开，且不要使用无痕模式。',

  // §8 error catalogue
  'http.network': '当前网络环境较差，请检查网络后刷新页面!',
  'http.unauthorized': '登录已过期，请重新登录',
  'http.unavailable': '服务暂时不可用，请稍后再试',
  'http.timeout': '服务器响应超时，请稍后再试',
  'http.tooMany': '操作过于频繁，请稍候再试',
  'http.tooLarge': '提交的内容过大，请减少后重试',
  'http.notFound': '该功能暂时无法使用，请刷新页面后重试',
  'http.refused': '请求未被受理，请刷新页面后重试',
  'http.server': '服务器出现异常，请稍后再试',
  'http.downloadFailed': '文件下载失败，请稍后重试',
  'http.exportFailed': '导出失败，请稍后重试',
  'http.failed': '请求失败（错误码 {code}）',
  'http.badAnswer': '服务器返回了无法识别的数据，请稍后重试',


  // [D] widgets
  'widgets.back': '返回',
  'widgets.copy.done': '复制成功',
  'widgets.copy.hint': '点击复制',
  'widgets.pager.total': '共 {total} 条',
  'widgets.columns.button': '列设置',
  'widgets.columns.title': '显示的列',
  'widgets.columns.reset': '恢复默认',
  'widgets.plate.province': '省份',
  'widgets.plate.none': '无省份',
  'widgets.plate.placeholder': '请输入车牌号',
  'widgets.richText.loading': '富文本编辑器加载中…',
  'widgets.upload.button': '上传图片',
  'widgets.upload.failed': '图片上传失败，请重试',
  'widgets.viewer.zoomIn': '放大',
  'widgets.viewer.zoomOut': '缩小',
  'widgets.viewer.oneToOne': '原始大小',
  'widgets.viewer.fit': '适应窗口',
  'widgets.viewer.reset': '还原',
  'widgets.viewer.prev': '上一张',
  'widgets.viewer.next': '下一张',
  'widgets.viewer.rotateLeft': '向左旋转',
  'widgets.viewer.rotateRight': '向右旋转',
} as const;

/** The keys of the first load's messages (en-US translates each). */
export type StaticKey = keyof typeof zhCN;
/** Every key: the first load's and those of the parts the screens add (./parts/entity, ./parts/tree). */
export type MessageKey = StaticKey | keyof typeof entityZhCN | keyof typeof treeZhCN | keyof typeof systemZhCN;
export default zhCN satisfies Record<string, string>;
