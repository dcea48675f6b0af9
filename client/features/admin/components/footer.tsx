// Footer link groups and links, and the site info form (phone, e-mail, address, social links, about).
import { SectionCard } from '#client/components/ui/card.tsx'
import { ta } from '#client/i18n/tr-admin.ts'
import type { AdminFooterGroup, AdminFooterLink, AdminSiteInfo } from '#common/schemas/admin-answers.ts'
import { FooterGroupForm, FooterLinkForm, SiteInfoForm } from '#common/schemas/admin-content.ts'
import { HtmlField, Options, SelectField, SortField, TextField, useAdminForm } from './form.tsx'
import { AddButton, EditorPage, ItemRow, RowDialog, RowsCard, rowValues, SaveForm, sortValue, useEditing, type RowsApi } from './kit.tsx'
import { RowActions } from './ui.tsx'

const f = ta.field

const GROUPS: RowsApi = { path: '/api/admin/footer-groups', refresh: ['footer'], newTitle: ta.footer.newGroup }

function GroupDialog({ row, onClose }: { row: AdminFooterGroup | null; onClose: () => void }) {
  const form = useAdminForm(FooterGroupForm, { ...rowValues(row, ['footer_header']), sort_order: sortValue(row) })
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
    ...rowValues(row, ['footer_link_title', 'footer_link_url']),
    group_id: String(row?.group_id ?? groupId),
    sort_order: sortValue(row),
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

/** The site info's fields, each a text the form edits as it is. */
const SITE_INFO_FIELDS = [
  'company_name',
  'company_address',
  'company_email',
  'customer_service_phone',
  'whatsapp_url',
  'facebook_url',
  'twitter_url',
  'instagram_url',
  'youtube_url',
  'mersis_no',
  'trade_registry_no',
  'about_content',
] as const

function SiteInfoCard({ info }: { info: AdminSiteInfo | null }) {
  const form = useAdminForm(SiteInfoForm, rowValues(info, SITE_INFO_FIELDS))
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

type Dialog = { type: 'group'; row: AdminFooterGroup | null } | { type: 'link'; row: AdminFooterLink | null; groupId: number }

export function FooterScreen({ groups, info }: { groups: AdminFooterGroup[]; info: AdminSiteInfo | null }) {
  const editing = useEditing({ refresh: GROUPS.refresh }, (d: Dialog, close) =>
    d.type === 'group' ? (
      <GroupDialog row={d.row} onClose={close} />
    ) : (
      <LinkDialog row={d.row} groupId={d.groupId} groups={groups} onClose={close} />
    ),
  )
  return (
    <EditorPage text={ta.footer} add={{ label: ta.footer.addGroup, opens: { type: 'group', row: null } }} editing={editing}>
      <div className="grid gap-4 md:grid-cols-2">
        {groups.map((g) => (
          <RowsCard
            key={g.id}
            title={g.footer_header}
            rows={g.links}
            action={
              <div className="flex gap-1">
                <RowActions
                  {...editing.actions({ type: 'group', row: g }, g.footer_header, `${GROUPS.path}/${g.id}`, ta.footer.groupDeleteWarning)}
                />
                <AddButton
                  size="sm"
                  variant="secondary"
                  onClick={() => editing.show({ type: 'link', row: null, groupId: g.id })}
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
                {...editing.actions({ type: 'link', row: l, groupId: g.id }, l.footer_link_title, `${LINKS.path}/${l.id}`)}
              />
            )}
          </RowsCard>
        ))}
      </div>
      <SiteInfoCard key={info?.updated_at ?? 'none'} info={info} />
    </EditorPage>
  )
}
