import { DownOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Popover, Space, Typography } from 'antd';
import { useState } from 'react';
import { useT } from '@/i18n/react';
import { PLATE_PROVINCE_GROUPS, splitPlate } from '@/lib/plate';

export interface PlateInputProps {
  /** The whole plate, e.g. '京A12345' (what the form holds and the plate rule checks). */
  value?: string;
  onChange?: (value: string) => void;
  /** Set by Form.Item, so a failed validation can focus the input. */
  id?: string;
  disabled?: boolean;
  placeholder?: string;
}

/** What may follow the province: letters upper-cased, digits and the Chinese suffixes (挂 学 警 港 澳 领 使…); no spaces or dots. */
function cleanRest(text: string): string {
  return text.toUpperCase().replace(/[\s·.-]/g, '');
}

/**
 * §2 licence-plate province picker with the plate input: the province comes from the picker (groups CEGH,
 * J L, MNQSW, XYZ), the rest is typed. Use with the plate rule: `rules={[formRule(isPlate)]}`. "No province"
 * allows the plates that have none (使014578, WJ…, military).
 */
export function PlateInput({ value, onChange, id, disabled, placeholder }: PlateInputProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const { province, rest } = splitPlate(value);

  const choose = (next: string) => {
    setOpen(false);
    onChange?.(next + rest);
  };

  const picker = (
    <Flex vertical gap={8} style={{ maxWidth: 320 }} data-testid="plate-province-picker">
      {PLATE_PROVINCE_GROUPS.map((group) => (
        <Flex key={group.label} gap={8} align="center" role="group" aria-label={group.label}>
          <Typography.Text type="secondary" style={{ width: 56, flex: 'none' }}>
            {group.label}
          </Typography.Text>
          <Flex wrap gap={4}>
            {group.provinces.map((p) => (
              <Button key={p} size="small" type={p === province ? 'primary' : 'default'} onClick={() => choose(p)}>
                {p}
              </Button>
            ))}
          </Flex>
        </Flex>
      ))}
      <Button size="small" type="link" onClick={() => choose('')} style={{ alignSelf: 'flex-start' }}>
        {t('widgets.plate.none')}
      </Button>
    </Flex>
  );

  return (
    <Space.Compact style={{ width: '100%' }}>
      <Popover trigger="click" placement="bottomLeft" open={open && !disabled} onOpenChange={setOpen} content={picker}>
        <Button disabled={disabled} aria-label={t('widgets.plate.province')} style={{ minWidth: 64 }}>
          {/* The plate's province is the record's (its abbreviation, 京); the button says what to pick without one. */}
          {province ? <span data-record-text="">{province}</span> : t('widgets.plate.province')} <DownOutlined />
        </Button>
      </Popover>
      <Input
        id={id}
        disabled={disabled}
        value={rest}
        maxLength={8}
        placeholder={placeholder ?? t('widgets.plate.placeholder')}
        onChange={(e) => onChange?.(province + cleanRest(e.target.value))}
      />
    </Space.Compact>
  );
}
