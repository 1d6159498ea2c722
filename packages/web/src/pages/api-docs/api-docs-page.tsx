import { useT } from '../../i18n/index.ts';
import { PageHero, TryFreeAndBack } from '../../components/page/page-parts.tsx';
import { apiDocsMessages } from './api-docs.messages.ts';
import { ApiV1Reference } from './api-v1-reference.tsx';
import { Code } from './code-block.tsx';
import { API_BASE, ENDPOINTS, ERROR_EXAMPLE } from './endpoints.ts';

const FLOW = `JOB=$(curl -s -F "file=@catalogue.xlsx" -F "mode=simple" ${API_BASE}/api/process-excel \\
  | sed -E 's/.*"jobId":"([^"]+)".*/\\1/')
until curl -s ${API_BASE}/api/progress/$JOB | grep -Eq '^\\{"status":"(completed|failed)"'; do sleep 2; done
curl -o shopify-products-optimized.xlsx ${API_BASE}/api/download/$JOB`;

export default function ApiDocsPage() {
  const t = useT(apiDocsMessages);
  return (
    <>
      <PageHero title={t.title} lead={t.lead} />
      <div className="container page-narrow prose">
        <nav aria-label={t.tocLabel}>
          <h2>{t.tocLabel}</h2>
          <ul>
            <li>
              <a href="#basics">{t.basicsTitle}</a>
            </li>
            <li>
              <a href="#limits">{t.limitsTitle}</a>
            </li>
            {ENDPOINTS.map((e) => (
              <li key={e.id}>
                <a href={`#${e.id}`}>
                  <code>{e.method}</code> {e.path}
                </a>
              </li>
            ))}
            <li>
              <a href="#errors">{t.errorsTitle}</a>
            </li>
            <li>
              <a href="#api-v1">{t.v1Link}</a>
            </li>
          </ul>
        </nav>
        <h2 id="basics">{t.basicsTitle}</h2>
        <ul>
          {t.basics.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <h2 id="limits">{t.limitsTitle}</h2>
        <table>
          <thead>
            <tr>
              <th scope="col">{t.limitPlan}</th>
              <th scope="col">{t.limitRequests}</th>
            </tr>
          </thead>
          <tbody>
            {t.limits.map((l) => (
              <tr key={l.plan}>
                <th scope="row">{l.plan}</th>
                <td>{l.requests}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <h2>{t.endpointsTitle}</h2>
        {ENDPOINTS.map((e) => (
          <section key={e.id} aria-labelledby={e.id}>
            <h3 id={e.id}>
              <code>{e.method}</code> {e.path}
            </h3>
            <p>{t.descriptions[e.id]}</p>
            <Code label={`${t.exampleRequest}: ${e.method} ${e.path}`}>{e.curl}</Code>
            {e.response ? <Code label={`${t.exampleResponse}: ${e.method} ${e.path}`}>{e.response}</Code> : null}
          </section>
        ))}
        <h2 id="flow">{t.flowTitle}</h2>
        <p>{t.flowText}</p>
        <Code label={t.flowTitle}>{FLOW}</Code>
        <h2 id="errors">{t.errorsTitle}</h2>
        <p>{t.errorsText}</p>
        <Code label={t.errorsTitle}>{ERROR_EXAMPLE}</Code>
        <ApiV1Reference />
        <TryFreeAndBack />
      </div>
    </>
  );
}
