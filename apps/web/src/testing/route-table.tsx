import { useLayoutEffect } from 'react';
import {
  useLocation,
  useNavigate,
  useNavigationType,
  type Location,
  type NavigateFunction,
  type NavigationType,
  type RouteObject,
} from 'react-router';
import { RouteTable } from '@/app/router';

type ReportingRouteTableProps = {
  routes: RouteObject[];
  /** After each render shown: where the router is, and its navigate function. */
  onCommit: (
    state: { location: Location; historyAction: NavigationType },
    navigate: NavigateFunction,
  ) => void;
};

/** The app's route table for a test's routes, telling the test where the router is (`memoryRouter` in test-utils). */
export function ReportingRouteTable({ routes, onCommit }: ReportingRouteTableProps) {
  const location = useLocation();
  const historyAction = useNavigationType();
  const navigate = useNavigate();
  useLayoutEffect(() => onCommit({ location, historyAction }, navigate));
  return <RouteTable routes={routes} />;
}
