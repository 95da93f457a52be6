/**
 * The linter's problems ([Q] 8; ./lint.ts): listed above the canvas, each naming its element (a click selects it),
 * and marked on the elements themselves (a red or orange outline and a badge whose tooltip is the problem), until the
 * list is closed or the next publish replaces it.
 */
import { Alert } from 'antd';
import { useEffect } from 'react';
import { bi, pick, type Bilingual } from '@/i18n';
import { useLang } from '@/i18n/react';
import type { Services } from '../modeler/types';
import type { LintProblem } from './lint';

const OVERLAY = 'bpm-lint';
const marker = (p: LintProblem) => (p.severity === 'error' ? 'bpm-lint-error' : 'bpm-lint-warn');

export const LINT_MESSAGES = {
  refused: (n: number): Bilingual => bi(`发布失败：流程图有 ${n} 个问题，请修改后重新发布`, `Not deployed: the diagram has ${n} problem(s); fix them and deploy again`),
  listed: (errors: number, warnings: number): Bilingual =>
    bi(`流程图有 ${errors} 个错误、${warnings} 个提醒`, `The diagram has ${errors} error(s) and ${warnings} warning(s)`),
  error: bi('错误', 'Error'),
  warning: bi('提醒', 'Warning'),
};

export function LintProblems({ problems, services: s, onClose }: { problems: readonly LintProblem[]; services: Services; onClose: () => void }) {
  const lang = useLang();

  // Mark the elements while the list is shown: each element once, by its worst problem; the badge lists them all.
  useEffect(() => {
    const byElement = new Map<string, LintProblem[]>();
    for (const p of problems) if (s.elementRegistry.get(p.id)) byElement.set(p.id, [...(byElement.get(p.id) ?? []), p]);
    for (const [id, list] of byElement) {
      s.canvas.addMarker(id, marker(list[0]!));
      const badge = document.createElement('div');
      badge.className = `bpm-lint-badge ${marker(list[0]!)}`;
      badge.textContent = String(list.length);
      badge.title = list.map((p) => pick(p.message, lang)).join('\n');
      badge.dataset.elementId = id;
      s.overlays.add(id, OVERLAY, { position: { top: -10, right: 10 }, html: badge });
    }
    return () => {
      s.overlays.remove({ type: OVERLAY });
      for (const [id, list] of byElement) s.canvas.removeMarker(id, marker(list[0]!));
    };
  }, [problems, s, lang]);

  const errors = problems.filter((p) => p.severity === 'error').length;
  const label = (id: string) => {
    const el = s.elementRegistry.get(id);
    return el?.businessObject.name || id;
  };
  return (
    <Alert
      type={errors ? 'error' : 'warning'}
      showIcon
      closable
      onClose={onClose}
      data-testid="lint-problems"
      style={{ margin: '0 0 8px' }}
      message={pick(LINT_MESSAGES.listed(errors, problems.length - errors), lang)}
      description={
        <ul className="bpm-lint-list">
          {problems.map((p, i) => (
            <li key={`${p.rule}-${p.id}-${i}`} data-element-id={p.id}>
              <span className={`bpm-lint-severity ${marker(p)}`}>{pick(p.severity === 'error' ? LINT_MESSAGES.error : LINT_MESSAGES.warning, lang)}</span>{' '}
              {s.elementRegistry.get(p.id) ? (
                <a
                  onClick={(e) => {
                    e.preventDefault();
                    const el = s.elementRegistry.get(p.id);
                    if (el) s.selection.select(el);
                  }}
                  href={`#${p.id}`}
                >
                  {label(p.id)}
                </a>
              ) : (
                label(p.id)
              )}
              {lang === 'zh-CN' ? '：' : ': '}
              {pick(p.message, lang)}
            </li>
          ))}
        </ul>
      }
    />
  );
}
