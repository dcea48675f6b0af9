// Footer link groups and links, and the site info form (phone, e-mail, address, social links, about).
import { SectionCard } from '#client/components/ui/card.tsx'
import { ta } from '#client/i18n/tr-admin.ts'
import type { AdminFooterGroup, AdminFooterLink, AdminSiteInfo } from '#common/schemas/admin-answers.ts'
import { FooterGroupForm, FooterLinkForm, SiteInfoForm } from '#common/schemas/admin-content.ts'
import { useState } from 'react'
import { HtmlField, Options, SelectField, SortField, TextField, useAdminForm } from './form.tsx'
import { AddButton, ItemRow, RowDialog, RowsCard, SaveForm, useDeleteConfirm, type RowsApi } from './kit.tsx'
import { AdminPage, RowActions } from './ui.tsx'

const f = ta.field

const GROUPS: RowsApi = { path: '/api/admin/footer-groups', refresh: ['footer'], newTitle: ta.footer.newGroup }

function GroupDialog({ row, onClose }: { row: AdminFooterGroup | null; onClose: () => void }) {
  const form = useAdminForm(FooterGroupForm, { footer_header: row?.footer_header ?? '', sort_order: String(row?.sort_order ?? 0) })
  return (
    <RowDialog of={GROUPS} row={row && { id: row.id, name: row.footer_header }} size="sm" form={form} onClose={onClose}>
      <TextField label={f.header} required {...form.text('footer_header')} />
      <SortField form={form} />
    </RowDialog>
  )
}

const LINKS: RowsApi = { path: '/api/admin/footer-links', refresh: ['footer'], newTitle: ta.footer.newLink }

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
  const form = useAdminForm(FooterLinkForm, {
    group_id: String(row?.group_id ?? groupId),
    footer_link_title: row?.footer_link_title ?? '',
    footer_link_url: row?.footer_link_url ?? '',
    sort_order: String(row?.sort_order ?? 0),
  })
  return (
    <RowDialog of={LINKS} row={row && { id: row.id, name: row.footer_link_title }} size="sm" form={form} onClose={onClose}>
      <SelectField label={f.group} {...form.text('group_id')}>
        <Options items={groups} value={(g) => g.id} label={(g) => g.footer_header} />
      </SelectField>
      <TextField label={f.linkTitle} required {...form.text('footer_link_title')} />
      <TextField label={f.link} required hint={ta.common.linkHint} {...form.text('footer_link_url')} />
      <SortField form={form} />
    </RowDialog>
  )
}

function SiteInfoCard({ info }: { info: AdminSiteInfo | null }) {
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
      <SaveForm form={form} path="/api/admin/site-info" refresh={['footer']}>
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
      </SaveForm>
    </SectionCard>
  )
}

type Dialog = { type: 'group'; row: AdminFooterGroup | null } | { type: 'link'; row: AdminFooterLink | null; groupId: number } | null

export function FooterScreen({ groups, info }: { groups: AdminFooterGroup[]; info: AdminSiteInfo | null }) {
  const [dialog, setDialog] = useState<Dialog>(null)
  const remove = useDeleteConfirm(GROUPS.refresh)
  const close = () => setDialog(null)
  return (
    <AdminPage
      title={ta.footer.title}
      lead={ta.footer.lead}
      action={<AddButton onClick={() => setDialog({ type: 'group', row: null })}>{ta.footer.addGroup}</AddButton>}
    >
      <div className="grid gap-4 md:grid-cols-2">
        {groups.map((g) => (
          <RowsCard
            key={g.id}
            title={g.footer_header}
            rows={g.links}
            action={
              <div className="flex gap-1">
                <RowActions
                  name={g.footer_header}
                  onEdit={() => setDialog({ type: 'group', row: g })}
                  onDelete={() => remove.ask(g.footer_header, `/api/admin/footer-groups/${g.id}`, ta.footer.groupDeleteWarning)}
                />
                <AddButton
                  size="sm"
                  variant="secondary"
                  onClick={() => setDialog({ type: 'link', row: null, groupId: g.id })}
                  aria-label={`${g.footer_header}: ${ta.footer.addLink}`}
                >
                  <span className="hidden sm:inline">{ta.footer.addLink}</span>
                </AddButton>
              </div>
            }
          >
            {(l) => (
              <ItemRow
                key={l.id}
                title={l.footer_link_title}
                sub={l.footer_link_url}
                subClass="truncate"
                onEdit={() => setDialog({ type: 'link', row: l, groupId: g.id })}
                onDelete={() => remove.ask(l.footer_link_title, `/api/admin/footer-links/${l.id}`)}
              />
            )}
          </RowsCard>
        ))}
      </div>
      <SiteInfoCard key={info?.updated_at ?? 'none'} info={info} />
      {dialog?.type === 'group' ? <GroupDialog row={dialog.row} onClose={close} /> : null}
      {dialog?.type === 'link' ? <LinkDialog row={dialog.row} groupId={dialog.groupId} groups={groups} onClose={close} /> : null}
      {remove.dialog}
    </AdminPage>
  )
}
