/**
 * The `damageMarks` kind's React half (the pure half, its wire and rule, is src/lib/damageMarks.ts): a car's top-view
 * outline drawn inline, where a click adds a numbered mark, and the list of marks beside it — each note edited, each
 * mark deleted, a mark added at the centre by a button, so the keyboard does everything the mouse does; the view
 * shows the outline with its numbered marks and their notes.
 */
import '@/i18n/parts/entity';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Input, Space, Typography } from 'antd';
import type { MouseEvent } from 'react';
import { useT } from '@/i18n/react';
import { DAMAGE_MARKS_MAX, DAMAGE_NOTE_MAX, damageMarksText, parseDamageMarks, type DamageMark } from '@/lib/damageMarks';
import type { InputProps } from './kinds';

/** The outline's drawing units (its marks are in percent of them). */
const W = 100;
const H = 200;
const MARK_COLOR = '#f5222d';

/** A car seen from above, nose up: body, windscreen, roof, rear window, wheels and mirrors. */
function CarOutline() {
  return (
    <g fill="none" stroke="currentColor" strokeWidth={1.5} opacity={0.55}>
      <rect x={16} y={6} width={68} height={188} rx={24} />
      <path d="M24 62 Q50 48 76 62 L72 84 Q50 76 28 84 Z" />
      <rect x={28} y={84} width={44} height={62} rx={6} />
      <path d="M28 146 Q50 152 72 146 L76 162 Q50 172 24 162 Z" />
      {[
        [9, 34],
        [84, 34],
        [9, 136],
        [84, 136],
      ].map(([x, y]) => (
        <rect key={`${x}-${y}`} x={x} y={y} width={7} height={26} rx={2} />
      ))}
      <ellipse cx={11} cy={76} rx={5} ry={3} />
      <ellipse cx={89} cy={76} rx={5} ry={3} />
    </g>
  );
}

/** The outline with its marks, numbered in order; `onAdd` makes it clickable (a click adds a mark there). */
function MarkedOutline({ marks, width, onAdd, label }: { marks: readonly DamageMark[]; width: number; onAdd?: (x: number, y: number) => void; label: string }) {
  const click = (e: MouseEvent<SVGSVGElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    const percent = (offset: number, size: number) => Math.round(Math.min(100, Math.max(0, (offset / size) * 100)) * 10) / 10;
    onAdd?.(percent(e.clientX - box.left, box.width), percent(e.clientY - box.top, box.height));
  };
  return (
    <svg
      viewBox={`0 0 ${W} ${H}`}
      width={width}
      height={(width * H) / W}
      role="img"
      aria-label={label}
      data-testid="damage-outline"
      onClick={onAdd ? click : undefined}
      style={{ cursor: onAdd ? 'crosshair' : undefined, flex: 'none', color: 'inherit' }}
    >
      <CarOutline />
      {marks.map((m, i) => (
        <g key={i} transform={`translate(${(m.x / 100) * W} ${(m.y / 100) * H})`}>
          <circle r={6} fill={MARK_COLOR} />
          <text textAnchor="middle" dy={3} fontSize={8} fill="#fff">
            {i + 1}
          </text>
          {m.note && <title>{`${i + 1}. ${m.note}`}</title>}
        </g>
      ))}
    </svg>
  );
}

/** The input: the outline to click, the list of marks to edit; its value the marks' wire text. */
export function DamageMarksInput({ value, onChange, id }: InputProps) {
  const t = useT();
  const marks = parseDamageMarks(value) ?? [];
  const set = (next: readonly DamageMark[]) => onChange?.(damageMarksText(next));
  const add = (x: number, y: number) => marks.length < DAMAGE_MARKS_MAX && set([...marks, { x, y, note: '' }]);
  return (
    <Space align="start" size={12} id={id}>
      <MarkedOutline marks={marks} width={110} onAdd={add} label={t('entity.damage.outline')} />
      <Space direction="vertical" size={6} style={{ minWidth: 180 }}>
        <Typography.Text type="secondary">{t('entity.damage.hint')}</Typography.Text>
        {marks.map((m, i) => (
          <Space.Compact key={i} style={{ width: '100%' }}>
            <Button tabIndex={-1} style={{ color: MARK_COLOR, pointerEvents: 'none' }}>
              {i + 1}
            </Button>
            <Input
              value={m.note}
              maxLength={DAMAGE_NOTE_MAX}
              aria-label={t('entity.damage.note', { n: i + 1 })}
              placeholder={t('entity.damage.notePlaceholder')}
              onChange={(e) => set(marks.map((x, j) => (j === i ? { ...x, note: e.target.value } : x)))}
            />
            <Button icon={<DeleteOutlined />} aria-label={t('entity.damage.delete', { n: i + 1 })} onClick={() => set(marks.filter((_, j) => j !== i))} />
          </Space.Compact>
        ))}
        <Button size="small" icon={<PlusOutlined />} disabled={marks.length >= DAMAGE_MARKS_MAX} onClick={() => add(50, 50)}>
          {t('entity.damage.add')}
        </Button>
      </Space>
    </Space>
  );
}

/** The view: the outline with its numbered marks and their notes (a value that is no list of marks, as it is). */
export function DamageMarksView({ value }: { value: unknown }) {
  const t = useT();
  const marks = parseDamageMarks(value);
  if (!marks) return <span>{String(value as string)}</span>;
  if (!marks.length) return <span>{t('entity.damage.none')}</span>;
  return (
    <Space align="start" size={12}>
      <MarkedOutline marks={marks} width={80} label={t('entity.damage.outline')} />
      <ol style={{ margin: 0, paddingInlineStart: 20 }}>
        {marks.map((m, i) => (
          <li key={i}>{m.note || t('entity.damage.noNote')}</li>
        ))}
      </ol>
    </Space>
  );
}
