import StackRouter

/// How SwiftUI presents a modal: the two presentations that hold a view
/// hierarchy of their own on iOS 16, to which every
/// `ModalPresentationStyle` maps.
///
/// | style | presentation | why |
/// |---|---|---|
/// | `fullScreen`, `overFullScreen` | `fullScreenCover` | covers the screen |
/// | `automatic`, `pageSheet`, `formSheet` | `sheet` | SwiftUI has one sheet; on iPad a sheet shows as a centered card |
/// | `popover` | `sheet` | a popover needs an anchor in the presenting view, which a link does not have; in compact width it adapts to a sheet anyway |
/// | `currentContext`, `overCurrentContext` | `sheet` | SwiftUI presents over the whole scene; it has no context-scoped presentation |
public enum ModalPresentation: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// `sheet(isPresented:onDismiss:content:)`.
  case sheet
  /// `fullScreenCover(isPresented:onDismiss:content:)`.
  case fullScreenCover

  /// The presentation for a style; see the table above.
  public init(_ style: ModalPresentationStyle) {
    switch style {
    case .fullScreen, .overFullScreen: self = .fullScreenCover
    case .automatic, .pageSheet, .formSheet, .popover, .currentContext, .overCurrentContext:
      self = .sheet
    }
  }

  /// `sheet` or `fullScreenCover`.
  public var description: String { rawValue }
}
