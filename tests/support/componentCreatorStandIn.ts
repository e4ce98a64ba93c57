/**
 * A stand-in for Docusaurus's route component creator, which needs a build's
 * generated modules: it records each route it makes a component for, and the
 * component renders the route and its props.
 */
import {createElement, type ReactNode} from 'react';

/** `path-hash` of every route a component was made for, in order. */
export const madeFor: string[] = [];

export default function ComponentCreator(path: string, hash: string) {
  madeFor.push(`${path}-${hash}`);
  const RouteComponent = (props: {text?: string}): ReactNode => createElement('p', null, `${path} ${props.text ?? ''}`);
  return Object.assign(RouteComponent, {preload: () => Promise.resolve(`loaded ${path}`)});
}
