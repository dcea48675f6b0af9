// Footer link groups and links, and the site info form (phone, e-mail, address, social links, about).
import { Button } from '#client/components/ui/button.tsx'
import { SectionCard } from '#client/components/ui/card.tsx'
import { PlusIcon } from '#client/components/ui/icons.tsx'
import { toast } from '#client/components/ui/toast.tsx'
import { ta } from '#client/i18n/tr-admin.ts'
import { errorMessage } from '#client/lib/api.ts'
import { focusFirstInvalid, fromServer } from '#client/lib/form-errors.ts'
import type { AdminFooterGroup, AdminFooterLink, AdminSiteInfo } from '#common/schemas/admin-answers.ts'
import { FooterGroupForm, FooterLinkForm, SiteInfoForm } from '#common/schemas/admin-content.ts'
import { useRef, useState } from 'react'
import { useAdminWrite } from '../queries.ts'
import { ConfirmDelete, FormDialog, HtmlField, SelectField, SortField, TextField, useAdminForm, type Values } from './form.tsx'
import { AdminPage, EmptyRow, ListCard, Row, RowActions } from './ui.tsx'

const f = ta.field

function GroupDialog({ row, onClose }: { row: AdminFooterGroup | null; onClose: () => void }) {
  const write = useAdminWrite(['footer'])
  const form = useAdminForm(FooterGroupForm, { footer_header: row?.footer_header ?? '', sort_order: String(row?.sort_order ?? 0) })
  const submit = (v: Values) =>
    write.mutateAsync(
      row
        ? { method: 'put', path: `/api/admin/footer-groups/${row.id}`, body: v }
        : { method: 'post', path: '/api/admin/footer-groups', body: v },
    )
  return (
    <FormDialog
      open
      size="sm"
      title={row ? ta.common.editOf(row.footer_header) : ta.footer.newGroup}
      form={form}
      pending={write.isPending}
      onClose={onClose}
      onSubmit={submit}
    >
      <TextField label={f.header} required {...form.text('footer_header')} />
      <SortField form={form} />
    </FormDialog>
  )
}

function LinkDialog({
  row,
  groupId,
  groups,
  onClose,
}: {
  row: AdminFooterLink | null
  groupId: number
  groups: AdminFooterGroup[]
  onClose: () => void
}) {
  const write = useAdminWrite(['footer'])
  const form = useAdminForm(FooterLinkForm, {
    group_id: String(row?.group_id ?? groupId),
    footer_link_title: row?.footer_link_title ?? '',
    footer_link_url: row?.footer_link_url ?? '',
    sort_order: String(row?.sort_order ?? 0),
  })
  const submit = (v: Values) =>
    write.mutateAsync(
      row
        ? { method: 'put', path: `/api/admin/footer-links/${row.id}`, body: v }
        : { method: 'post', path: '/api/admin/footer-links', body: v },
    )
  return (
    <FormDialog
      open
      size="sm"
      title={row ? ta.common.editOf(row.footer_link_title) : ta.footer.newLink}
      form={form}
      pending={write.isPending}
      onClose={onClose}
      onSubmit={submit}
    >
      <SelectField label={f.group} {...form.text('group_id')}>
        {groups.map((g) => (
          <option key={g.id} value={g.id}>
            {g.footer_header}
          </option>
        ))}
      </SelectField>
      <TextField label={f.linkTitle} required {...form.text('footer_link_title')} />
      <TextField label={f.link} required hint={ta.common.linkHint} {...form.text('footer_link_url')} />
      <SortField form={form} />
    </FormDialog>
  )
}

function SiteInfoCard({ info }: { info: AdminSiteInfo | null }) {
  const write = useAdminWrite(['footer'])
  const ref = useRef<HTMLFormElement>(null)
  const form = useAdminForm(SiteInfoForm, {
    company_name: info?.company_name ?? '',
    company_address: info?.company_address ?? '',
    company_email: info?.company_email ?? '',
    customer_service_phone: info?.customer_service_phone ?? '',
    whatsapp_url: info?.whatsapp_url ?? '',
    facebook_url: info?.facebook_url ?? '',
    twitter_url: info?.twitter_url ?? '',
    instagram_url: info?.instagram_url ?? '',
    youtube_url: info?.youtube_url ?? '',
    mersis_no: info?.mersis_no ?? '',
    trade_registry_no: info?.trade_registry_no ?? '',
    about_content: info?.about_content ?? '',
  })
  return (
    <SectionCard title={ta.footer.siteInfo}>
      <form
        ref={ref}
        noValidate
        className="space-y-4"
        onSubmit={async (e) => {
          e.preventDefault()
          if (!form.check()) return focusFirstInvalid(ref.current)
          try {
            await write.mutateAsync({ method: 'put', path: '/api/admin/site-info', body: form.values })
          } catch (error) {
            const fields = fromServer(error)
            form.setErrors(fields)
            if (Object.keys(fields).length) focusFirstInvalid(ref.current)
            else toast.error(errorMessage(error))
          }
        }}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={f.companyName} required {...form.text('company_name')} />
          <TextField label={f.companyEmail} type="email" required {...form.text('company_email')} />
          <TextField label={f.phone} required {...form.text('customer_service_phone')} />
          <TextField label="MERSİS No" {...form.text('mersis_no')} />
        </div>
        <TextField label={f.companyAddress} required {...form.text('company_address')} />
        <TextField label="Ticaret Sicil" {...form.text('trade_registry_no')} />
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-bold text-ink">{ta.footer.social}</legend>
          <TextField label="WhatsApp" {...form.text('whatsapp_url')} />
          <TextField label="Facebook" {...form.text('facebook_url')} />
          <TextField label="X (Twitter)" {...form.text('twitter_url')} />
          <TextField label="Instagram" {...form.text('instagram_url')} />
          <TextField label="YouTube" {...form.text('youtube_url')} />
        </fieldset>
        <HtmlField form={form} name="about_content" label={ta.footer.about} rows={8} />
        <div className="flex justify-end">
          <Button type="submit" loading={write.isPending}>
            {ta.common.save}
          </Button>
        </div>
      </form>
    </SectionCard>
  )
}

type Dialog = { type: 'group'; row: AdminFooterGroup | null } | { type: 'link'; row: AdminFooterLink | null; groupId: number } | null

export function FooterScreen({ groups, info }: { groups: AdminFooterGroup[]; info: AdminSiteInfo | null }) {
  const [dialog, setDialog] = useState<Dialog>(null)
  const [deleting, setDeleting] = useState<{ label: string; path: string; warning?: string } | null>(null)
  const remove = useAdminWrite(['footer'])
  return (
    <AdminPage
      title={ta.footer.title}
      lead={ta.footer.lead}
      action={
        <Button icon={<PlusIcon className="size-4" />} onClick={() => setDialog({ type: 'group', row: null })}>
          {ta.footer.addGroup}
        </Button>
      }
    >
      <div className="grid gap-4 md:grid-cols-2">
        {groups.map((g) => (
          <ListCard
            key={g.id}
            title={g.footer_header}
            action={
              <div className="flex gap-1">
                <RowActions
                  name={g.footer_header}
                  onEdit={() => setDialog({ type: 'group', row: g })}
                  onDelete={() =>
                    setDeleting({ label: g.footer_header, path: `/api/admin/footer-groups/${g.id}`, warning: ta.footer.groupDeleteWarning })
                  }
                />
                <Button
                  size="sm"
                  variant="secondary"
                  icon={<PlusIcon className="size-4" />}
                  onClick={() => setDialog({ type: 'link', row: null, groupId: g.id })}
                  aria-label={`${g.footer_header}: ${ta.footer.addLink}`}
                >
                  <span className="hidden sm:inline">{ta.footer.addLink}</span>
                </Button>
              </div>
            }
          >
            {g.links.length === 0 ? <EmptyRow /> : null}
            {g.links.map((l) => (
              <Row key={l.id}>
                <div className="min-w-0 flex-1">
                  <p className="font-medium text-ink">{l.footer_link_title}</p>
                  <p className="truncate text-xs text-ink-muted">{l.footer_link_url}</p>
                </div>
                <RowActions
                  name={l.footer_link_title}
                  onEdit={() => setDialog({ type: 'link', row: l, groupId: g.id })}
                  onDelete={() => setDeleting({ label: l.footer_link_title, path: `/api/admin/footer-links/${l.id}` })}
                />
              </Row>
            ))}
          </ListCard>
        ))}
      </div>
      <SiteInfoCard key={info?.updated_at ?? 'none'} info={info} />
      {dialog?.type === 'group' ? <GroupDialog row={dialog.row} onClose={() => setDialog(null)} /> : null}
      {dialog?.type === 'link' ? (
        <LinkDialog row={dialog.row} groupId={dialog.groupId} groups={groups} onClose={() => setDialog(null)} />
      ) : null}
      <ConfirmDelete
        what={deleting?.label ?? null}
        warning={deleting?.warning}
        pending={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => remove.mutateAsync({ method: 'delete', path: deleting!.path })}
      />
    </AdminPage>
  )
}
