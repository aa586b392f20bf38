// See leaflet-stubs.tsx.
module.exports = {
  __esModule: true,
  default: require('./leaflet-stubs').LeafletLocationPickerStub,
};
