import { describe, expect, it } from 'vitest';
import { remoteContract } from './remote-contract';
import { routeTable } from './route-table';
import {
  isStaffPath,
  matchStaffRoute,
  STAFF_NAV_SECTIONS,
  staffNavFor,
  staffPathFor,
  staffRouteAllows,
  staffRouteTable,
} from './staff-routes';

describe('STAFF_ROUTES', () => {
  it('has unique names and paths, all under /staff, apart from the student route table', () => {
    const names = staffRouteTable.map((r) => r.name);
    const paths = staffRouteTable.map((r) => r.path);
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(paths).size).toBe(paths.length);
    for (const route of staffRouteTable) {
      expect(isStaffPath(route.path), route.path).toBe(true);
      expect(route.exposed).toBe(`./staff/${route.name}`);
      expect(route.roles.length, route.name).toBeGreaterThan(0);
      expect(Object.keys(STAFF_NAV_SECTIONS)).toContain(route.section);
    }
    expect(routeTable.filter((r) => isStaffPath(r.path))).toEqual([]);
  });

  it('puts every staff page in its remote contract', () => {
    for (const route of staffRouteTable) {
      expect(remoteContract[route.remote].exposes).toContain(route.exposed);
    }
    expect(remoteContract['mfe-staff'].staffPages).toContain('./staff/dashboard');
  });

  it('builds paths and refuses a missing parameter or an unknown page', () => {
    expect(staffPathFor('dashboard')).toBe('/staff');
    expect(staffPathFor('dashboard', {}, { page: 2, q: '' })).toBe('/staff?page=2');
    expect(() => staffPathFor('nope')).toThrow(/Unknown staff route/);
  });

  it('lets only the listed roles in, never a guest or a student', () => {
    const adminOnly = { roles: ['admin'] as const };
    expect(staffRouteAllows(adminOnly, 'admin')).toBe(true);
    expect(staffRouteAllows(adminOnly, 'teacher')).toBe(false);
    expect(staffRouteAllows(adminOnly, null)).toBe(false);
    expect(staffNavFor(null)).toEqual([]);
    expect(staffNavFor('teacher').flatMap((g) => g.routes.map((r) => r.name))).toContain('dashboard');
  });

  it('tells staff paths from student ones', () => {
    expect(isStaffPath('/staff')).toBe(true);
    expect(isStaffPath('/staff/students/3')).toBe(true);
    expect(isStaffPath('/staffing')).toBe(false);
    expect(isStaffPath('/home')).toBe(false);
  });

  it('finds the page at an address as the router would: a static segment before a param', () => {
    expect(matchStaffRoute('/staff/students/import')?.exposed).toBe('./staff/students-import');
    expect(matchStaffRoute('/staff/students/12')?.exposed).toBe('./staff/student');
    expect(matchStaffRoute('/staff/exams/3/results/')?.exposed).toBe('./staff/exam-results');
    expect(matchStaffRoute('/staff')?.name).toBe(staffRouteTable.find((r) => r.path === '/staff')?.name);
    expect(matchStaffRoute('/staff/nothing-here')).toBeUndefined();
  });
});
