/**
 * The form engine's placeholders ([Q] English, src/components/entity/FieldInput.tsx): in Chinese as the spec has them
 * (请输入…/请选择…); in English as a person writes them: no "Enter X" under a label saying X, "Select colour" with the
 * label mid-sentence, "Yes or no" for a yes/no filter.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { Form } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { FieldInput, midSentence } from '@/components/entity/FieldInput';
import type { EntityField } from '@/entities/define';
import { bi, setLang, type Lang } from '@/i18n';

const requestedBy: EntityField = { name: 'requester', type: 'text', label: bi('申请人', 'Requested by') };
const colour: EntityField = { name: 'color', type: 'enum', label: bi('车身颜色', 'Colour'), options: [{ value: '1', label: bi('白色', 'White') }] };
const urgent: EntityField = { name: 'urgent', type: 'switch', label: bi('是否加急', 'Urgent') };

/** The three fields' inputs as a filter form draws them (labelled beside), in a language. */
function renderFilter(lang: Lang) {
  setLang(lang);
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <Form layout="inline">
        {[requestedBy, colour, urgent].map((f) => (
          <Form.Item key={f.name} name={f.name} label={f.label[lang]}>
            <FieldInput field={f} label={f.label[lang]} filter />
          </Form.Item>
        ))}
      </Form>
    </QueryClientProvider>,
  );
}

const placeholderOf = (label: string) => {
  const input = screen.getByLabelText(label);
  // An empty select's only text is its placeholder; a text input carries it as its attribute.
  const select = input.closest('.ant-select');
  return select ? select.textContent : input.getAttribute('placeholder');
};

afterEach(() => setLang('zh-CN'));

describe('placeholders of the form engine', () => {
  it('in Chinese: 请输入 / 请选择 and the label, as the spec has them', () => {
    renderFilter('zh-CN');
    expect(placeholderOf('申请人')).toBe('请输入申请人');
    expect(placeholderOf('车身颜色')).toBe('请选择车身颜色');
    expect(placeholderOf('是否加急')).toBe('请选择是否加急');
  });

  it('in English: none under a label saying what to enter, "Select colour", "Yes or no"', () => {
    renderFilter('en-US');
    expect(placeholderOf('Requested by')).toBeNull();
    expect(placeholderOf('Colour')).toBe('Select colour');
    expect(placeholderOf('Urgent')).toBe('Yes or no');
  });

  it('a label mid-sentence keeps an acronym as it is', () => {
    expect(midSentence('Plate number')).toBe('plate number');
    expect(midSentence('VIN')).toBe('VIN');
    expect(midSentence('ID number')).toBe('ID number');
  });
});
