// /yonetim/islem-kaydi: the audit log (?tur=, ?islem=, ?sayfa=).
import { AuditScreen } from '#client/features/admin/components/audit.tsx'
import { consoleList, forEditorList } from '#client/features/admin/console-route.tsx'
import { auditAddress } from '#client/features/admin/list-address.ts'
import { auditQuery } from '#client/features/admin/queries.ts'
import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/yonetim/islem-kaydi')({
  validateSearch: auditAddress.search,
  loaderDeps: auditAddress.deps,
  loader: forEditorList(auditQuery),
  component: consoleList(auditQuery, auditAddress, AuditScreen),
})
