#if canImport(SwiftUI) && canImport(UIKit)
import StackRouter
import SwiftUI

/// Renders a ``SwiftUINavigator``: its root (one `NavigationStack`, a
/// `TabView(selection:)` of them, or an app's own container) and its modals,
/// each a `sheet` or `fullScreenCover` with a `NavigationStack` of its own.
///
/// ```swift
/// struct ContentView: View {
///   @StateObject private var app = AppModel()  // holds the navigator, screens, router, inbox
///   @SceneStorage("navigation") private var navigation: Data?
///
///   var body: some View {
///     RoutingView(app.navigator, screens: app.screens) { tab in
///       Label(tab.capitalized, systemImage: tab == "news" ? "newspaper" : "books.vertical")
///     }
///     .receivingLinks(app.inbox, startingWith: app.startRequests, restoration: $navigation)
///   }
/// }
/// ```
///
/// The view writes back what the user does (Back, the swipe back, a tab
/// picked, a sheet swiped down) and reports when SwiftUI has finished each
/// transition, so that the navigator's state is the truth. Use one
/// `RoutingView` per navigator.
@MainActor
public struct RoutingView: View {
  @StateObject private var observer: NavigatorObserver
  private let screens: ScreenViews
  private let root: Root

  private enum Root {
    case standard(tabItem: @MainActor (String) -> AnyView)
    case container(@MainActor (RoutedBranches) -> AnyView)
  }

  /// Renders a navigator; tabs are labelled with their names.
  ///
  /// - Parameters:
  ///   - navigator: the navigator.
  ///   - screens: the views bound to its targets.
  public init(_ navigator: SwiftUINavigator, screens: ScreenViews) {
    self.init(navigator, screens: screens, tabItem: { Text($0) })
  }

  /// Renders a navigator with a tab bar, labelling each tab.
  ///
  /// - Parameters:
  ///   - navigator: the navigator.
  ///   - screens: the views bound to its targets.
  ///   - tabItem: a tab's label (`tabItem`), given its name.
  public init<Label: View>(
    _ navigator: SwiftUINavigator, screens: ScreenViews,
    @ViewBuilder tabItem: @escaping @MainActor (String) -> Label
  ) {
    _observer = StateObject(wrappedValue: NavigatorObserver(navigator))
    self.screens = screens
    root = .standard(tabItem: { AnyView(tabItem($0)) })
  }

  /// Renders a navigator whose root is an app's own container (a side menu,
  /// a split layout): the container shows the branches' stacks and writes
  /// its selection; the modals are presented over it.
  ///
  /// - Parameters:
  ///   - navigator: the navigator, with a `container` or `tabs` shell.
  ///   - screens: the views bound to its targets.
  ///   - container: the container, given the branches.
  public init<Container: View>(
    _ navigator: SwiftUINavigator, screens: ScreenViews,
    @ViewBuilder container: @escaping @MainActor (RoutedBranches) -> Container
  ) {
    _observer = StateObject(wrappedValue: NavigatorObserver(navigator))
    self.screens = screens
    root = .container { AnyView(container($0)) }
  }

  /// The root, with the modals presented over it.
  public var body: some View {
    rootView
      .modifier(ModalPresenter(observer: observer, depth: 0, screens: screens))
  }

  @ViewBuilder private var rootView: some View {
    let navigator = observer.navigator
    switch (navigator.shell, root) {
    case (.stack, _):
      RoutedStackView(observer: observer, location: .root, screens: screens)
    case (_, .container(let container)):
      container(branches)
    case (.tabs, .standard(let tabItem)):
      TabView(selection: branches.selection) {
        ForEach(navigator.branchNames, id: \.self) { name in
          branches.stack(name)
            .tabItem { tabItem(name) }
            .tag(name)
        }
      }
    case (.container, .standard):
      // No container view given: the selected child alone.
      branches.stack(navigator.selectedBranch ?? "").id(navigator.selectedBranch)
    }
  }

  private var branches: RoutedBranches {
    let navigator = observer.navigator
    let observer = self.observer
    let screens = self.screens
    return RoutedBranches(
      names: navigator.branchNames,
      selection: Binding(
        get: { navigator.selectedBranch ?? "" },
        set: { navigator.userDidSelect($0) }),
      stack: { name in
        AnyView(RoutedStackView(observer: observer, location: .branch(name), screens: screens))
      })
  }
}

/// The branches of a navigator's root, for an app's own container view:
/// their names, the selection, and each branch's `NavigationStack`.
///
/// ```swift
/// RoutingView(navigator, screens: screens) { branches in
///   SideMenu(isOpen: branches.selection.wrappedValue == "menu") {
///     branches.stack("menu")
///   } content: {
///     branches.stack("center")
///   }
/// }
/// ```
///
/// Only the selected branch's stack is visible to the navigator: a link
/// selects a branch (through the selection the container reads) before it
/// changes its stack. Write the selection when the user changes it.
@MainActor
public struct RoutedBranches {
  /// The branches' names, in order.
  public let names: [String]
  /// The selected branch: read it to show it, write it when the user picks one.
  public let selection: Binding<String>
  private let makeStack: @MainActor (String) -> AnyView

  init(
    names: [String], selection: Binding<String>, stack: @escaping @MainActor (String) -> AnyView
  ) {
    self.names = names
    self.selection = selection
    self.makeStack = stack
  }

  /// The `NavigationStack` of a branch, with its screens.
  ///
  /// - Parameter name: the branch's name.
  /// - Returns: the stack's view.
  public func stack(_ name: String) -> AnyView {
    makeStack(name)
  }
}

#endif
