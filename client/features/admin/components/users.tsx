// Members: a Turkish-aware search with role and blocked filters; a member's file with block (a reason,
// signs them out), unblock, the role, and the verification of a trader seller's identity.
import { Alert } from '#client/components/ui/alert.tsx'
import { Badge } from '#client/components/ui/badge.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { Dialog } from '#client/components/ui/dialog.tsx'
import { PageSpinner } from '#client/components/ui/spinner.tsx'
import { toast } from '#client/components/ui/toast.tsx'
import { AdminSellerIdentity } from '#client/features/law/components/admin-seller-identity.tsx'
import { ta } from '#client/i18n/tr-admin.ts'
import { tah } from '#client/i18n/tr-after-hammer.ts'
import { errorMessage } from '#client/lib/api.ts'
import type { AdminUser, UsersAnswer } from '#common/schemas/admin-answers.ts'
import { BlockUserForm } from '#common/schemas/admin-people.ts'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { z } from 'zod'
import type { ListScreenProps } from '../console-route.tsx'
import type { UsersFilter } from '../list-address.ts'
import { useAdminWrite, userQuery } from '../queries.ts'
import { ConfirmAction, FormDialog, TextareaField, useAdminForm } from './form.tsx'
import { SearchedRows, useFiles } from './kit.tsx'
import { AdminPage, Facts, FilterSelect } from './ui.tsx'

const t = ta.users
const when = (s: string | null) => (s ? s.slice(0, 16) : ta.common.none)

function BlockDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const write = useAdminWrite(['users', 'user'])
  const form = useAdminForm(BlockUserForm, { reason: '' })
  return (
    <FormDialog
      open
      size="sm"
      title={`${t.block}: ${user.title}`}
      description={t.blockLead}
      form={form}
      pending={write.isPending}
      submitLabel={t.blockSubmit}
      onClose={onClose}
      onSubmit={(v) => write.mutateAsync({ method: 'post', path: `/api/admin/users/${user.id}/block`, body: v })}
    >
      <TextareaField label={t.reason} required rows={3} {...form.text('reason')} />
    </FormDialog>
  )
}

function UserFile({ id, onClose }: { id: number; onClose: () => void }) {
  const { data, isPending } = useQuery(userQuery(id))
  const write = useAdminWrite(['users', 'user'])
  const [blocking, setBlocking] = useState(false)
  const [roleChange, setRoleChange] = useState(false)
  const [lifting, setLifting] = useState(false)
  const u = data?.user
  const act = (path: string) => write.mutate({ method: 'post', path }, { onError: (e) => toast.error(errorMessage(e)) })
  return (
    <Dialog open onClose={onClose} size="lg" title={u ? t.fileTitle(u.title) : t.title}>
      {isPending || !u ? (
        <PageSpinner />
      ) : (
        <div className="space-y-4">
          {u.blocked_at ? (
            <Alert tone="error" title={t.blockedSince(when(u.blocked_at))}>
              {u.blocked_reason}
            </Alert>
          ) : null}
          <Facts
            items={[
              [t.member, `${u.title} (@${u.username}) · #${u.id}`],
              [t.role, t.roles[u.role]],
              [ta.review.emailLabel, `${u.email} · ${u.email_verified_at ? ta.review.verified : ta.review.notVerified}`],
              [
                ta.review.phoneLabel,
                u.phone_1 ? `${u.phone_1} · ${u.phone_verified_at ? ta.review.verified : ta.review.notVerified}` : null,
              ],
              [t.fullName, [u.first_name, u.last_name].filter(Boolean).join(' ') || null],
              ['TCKN', u.tckn],
              [t.bank, [u.bank_title, u.bank_iban].filter(Boolean).join(' · ') || null],
              [ta.review.memberSince, when(u.created_at)],
              [ta.common.details, `${t.counts(u.auction_count, u.order_count, u.sale_count)} · ${t.sessions(u.open_sessions)}`],
              [tah.strikes.title, tah.admin.strikes(u.active_strikes)],
            ]}
          />
          <AdminSellerIdentity
            identity={u.seller_identity}
            pending={write.isPending}
            onVerify={() => act(`/api/admin/users/${u.id}/seller-identity/verify`)}
          />
          <div className="flex flex-wrap gap-2 border-t border-line pt-4">
            {u.blocked_at ? (
              <Button loading={write.isPending} onClick={() => act(`/api/admin/users/${u.id}/unblock`)}>
                {t.unblock}
              </Button>
            ) : u.role === 'member' ? (
              <Button variant="danger" onClick={() => setBlocking(true)}>
                {t.block}
              </Button>
            ) : null}
            {u.active_strikes > 0 ? (
              <Button variant="secondary" onClick={() => setLifting(true)}>
                {tah.admin.lift}
              </Button>
            ) : null}
            <Button variant="secondary" onClick={() => setRoleChange(true)}>
              {u.role === 'editor' ? t.makeMember : t.makeEditor}
            </Button>
          </div>
          {blocking ? <BlockDialog user={u} onClose={() => setBlocking(false)} /> : null}
          <ConfirmAction
            open={lifting}
            title={tah.admin.lift}
            body={tah.admin.liftConfirm}
            confirmLabel={tah.admin.lift}
            pending={write.isPending}
            onClose={() => setLifting(false)}
            onConfirm={() => write.mutateAsync({ method: 'post', path: `/api/admin/users/${u.id}/strikes/lift` })}
          />
          <ConfirmAction
            open={roleChange}
            title={u.role === 'editor' ? t.makeMember : t.makeEditor}
            body={u.role === 'editor' ? t.makeMemberBody(u.title) : t.makeEditorBody(u.title)}
            confirmLabel={u.role === 'editor' ? t.makeMember : t.makeEditor}
            pending={write.isPending}
            onClose={() => setRoleChange(false)}
            onConfirm={() =>
              write.mutateAsync({
                method: 'put',
                path: `/api/admin/users/${u.id}/role`,
                body: { role: u.role === 'editor' ? 'member' : 'editor' },
              })
            }
          />
        </div>
      )}
    </Dialog>
  )
}

export function UsersScreen(list: ListScreenProps<UsersFilter, z.infer<typeof UsersAnswer>>) {
  const { filter, onFilter } = list
  const files = useFiles(UserFile)
  const byRoleAndBlock = (
    <>
      <FilterSelect
        label={t.role}
        value={filter.role}
        onChange={(role) => onFilter({ role: role as UsersFilter['role'] })}
        options={Object.entries(t.roles)}
      />
      <FilterSelect
        label={t.blocked}
        value={filter.blocked}
        onChange={(blocked) => onFilter({ blocked: blocked as UsersFilter['blocked'] })}
        options={Object.entries(t.blockedFilter)}
      />
    </>
  )
  return (
    <AdminPage title={t.title} lead={t.lead}>
      <SearchedRows list={list} label={t.searchLabel} filters={byRoleAndBlock} page={list.data.users} empty={ta.common.noResults}>
        {files.row((u) => ({
          title: (
            <>
              {u.title} <span className="font-normal text-ink-muted">@{u.username}</span>
            </>
          ),
          name: u.title,
          badges: (
            <div className="flex gap-1">
              {u.role === 'editor' ? <Badge tone="brand">{t.roles.editor}</Badge> : null}
              {u.blocked_at ? <Badge tone="danger">{t.blocked}</Badge> : null}
            </div>
          ),
          lines: (
            <p className="truncate text-xs text-ink-muted">
              #{u.id} · {u.email} · {[u.first_name, u.last_name].filter(Boolean).join(' ')} ·{' '}
              {t.counts(u.auction_count, u.order_count, u.sale_count)}
            </p>
          ),
        }))}
      </SearchedRows>
      {files.file}
    </AdminPage>
  )
}
