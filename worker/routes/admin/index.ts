// The editor console's calls under /api/admin, beside adminAuctions (approval, mounted on its
// own in app.ts). Each router checks the role itself (guard.ts): guests 401, members 403.
import { Hono } from 'hono'
import type { AppEnv } from '../../env.ts'
import { adminCatalogue } from './catalogue.ts'
import { adminContent } from './content.ts'
import { editorOnly } from './guard.ts'
import { adminHome } from './home.ts'
import { adminLotLaw } from './lot-law.ts'
import { adminMoneyLaw } from './money-law.ts'
import { adminKvkk } from './kvkk.ts'
import { adminPeople } from './people.ts'
import { adminReports } from './reports.ts'
import { adminSystem } from './system.ts'
import { adminTrust } from './trust.ts'
import { adminWithdrawals } from './withdrawals.ts'

export const adminConsole = new Hono<AppEnv>()
  .use(editorOnly)
  .route('/', adminCatalogue)
  .route('/', adminHome)
  .route('/', adminContent)
  .route('/', adminPeople)
  .route('/', adminKvkk)
  .route('/', adminSystem)
  .route('/', adminTrust)
  .route('/', adminWithdrawals)
  .route('/', adminMoneyLaw)
  .route('/', adminReports)
  .route('/', adminLotLaw)
