// The prebuilt browser bundle of simple-peer (it carries its own Buffer and stream shims, so Vite
// needs no Node globals). Same API as the package's main entry.
declare module 'simple-peer/simplepeer.min.js' {
  import SimplePeer from 'simple-peer';
  export default SimplePeer;
}
