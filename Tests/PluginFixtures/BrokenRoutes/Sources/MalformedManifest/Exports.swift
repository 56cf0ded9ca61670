// The fixture's shared screens, visible to the generated source.
@_exported import BrokenRoutesScreens
