import { Toasts, type PendingToast } from '@/components/Toasts';
import { AntdConfig } from '@/components/antd/AntdRoot';

/** The toast instance with antd's locale and theme; loaded by HttpBridge when the first toast is asked for. */
export default function ToastHost({ pending }: { pending: PendingToast[] }) {
  return (
    <AntdConfig>
      <Toasts pending={pending} />
    </AntdConfig>
  );
}
