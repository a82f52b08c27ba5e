'use client';
/**
 * The signed-in admin's role, for the back-office to leave out what the server would refuse a
 * caller anyway (the server decides: lib/server/auth/admin-permissions.ts).
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { AdminRole } from '@/lib/contracts/admin/session';

const AdminRoleContext = createContext<AdminRole>('owner');

/** Gives `role` to the tabs below. */
export function AdminRoleProvider({ role, children }: { role: AdminRole; children: ReactNode }) {
  return <AdminRoleContext.Provider value={role}>{children}</AdminRoleContext.Provider>;
}

/** The signed-in admin's role ('owner' outside a provider). */
export function useAdminRole(): AdminRole {
  return useContext(AdminRoleContext);
}
