import { useLayoutEffect } from 'react';
import {
  useLocation,
  useNavigate,
  useNavigationType,
  useRoutes,
  type Location,
  type NavigateFunction,
  type NavigationType,
  type RouteObject,
} from 'react-router';

type RouteTableProps = {
  routes: RouteObject[];
  /** After each render shown: where the router is, and its navigate function. */
  onCommit: (
    state: { location: Location; historyAction: NavigationType },
    navigate: NavigateFunction,
  ) => void;
};

/** A test's route table, telling the test where the router is (`memoryRouter` in test-utils). */
export function RouteTable({ routes, onCommit }: RouteTableProps) {
  const location = useLocation();
  const historyAction = useNavigationType();
  const navigate = useNavigate();
  useLayoutEffect(() => onCommit({ location, historyAction }, navigate));
  return useRoutes(routes);
}
