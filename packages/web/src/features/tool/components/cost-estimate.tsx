import { useEffect, useState } from 'react';
import { useLang, useT } from '../../../i18n/index.ts';
import { useEngineInfo } from '../api/engine-info.ts';
import { countRows } from '../lib/count-rows.ts';
import { costMessages } from '../messages-cost.ts';

/**
 * Before a bulk job on a paid AI engine: images × the administrator's price per image. Nothing on the offline
 * engine or a self-hosted server (they bill nothing).
 */
export function CostEstimate({ file }: { file: File }) {
  const t = useT(costMessages);
  const lang = useLang();
  const info = useEngineInfo();
  const [rows, setRows] = useState<number | null | undefined>(undefined);
  const paid = info.data?.paid === true;

  useEffect(() => {
    if (!paid) {
      return;
    }
    let current = true;
    setRows(undefined);
    countRows(file).then(
      (n) => current && setRows(n),
      () => current && setRows(null),
    );
    return () => {
      current = false;
    };
  }, [file, paid]);

  if (!info.data || !paid || rows === undefined) {
    return null;
  }
  const locale = lang === 'fr' ? 'fr-FR' : 'en-US';
  const usd = (n: number) => n.toLocaleString(locale, { style: 'currency', currency: 'USD', maximumFractionDigits: 4 });
  const { engine, pricePerImageUsd: price } = info.data;
  const text =
    price === null
      ? t.noRate(engine)
      : rows === null
        ? t.unreadable(usd(price), engine)
        : t.line(rows.toLocaleString(locale), usd(price), usd(rows * price), engine);
  return (
    <p className="tool-cost" data-testid="cost-estimate">
      <strong>{t.title}</strong> {text}
    </p>
  );
}
