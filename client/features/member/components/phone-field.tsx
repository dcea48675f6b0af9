// A Turkish phone number in the member's forms (account, delivery address, invoice profile): the phone's own
// keypad, the browser's saved national number, the example of how to write it and the schemas' length.
import { TextField } from '#client/components/ui/field.tsx'
import type { ComponentProps } from 'react'

export function PhoneField(props: Omit<ComponentProps<typeof TextField>, 'type' | 'inputMode'>) {
  return <TextField type="tel" inputMode="tel" autoComplete="tel-national" placeholder="05XX XXX XX XX" maxLength={25} {...props} />
}
