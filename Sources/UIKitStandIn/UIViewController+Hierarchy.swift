/// Where a controller sits: its containers, its layer, its window, and whether it is on
/// screen (UIKitBehaviour.md §2). A *layer* is the window's root view controller, or a presented
/// controller, together with every controller they contain.
extension UIViewController {
  /// This controller, then its parent, its parent's parent, and so on.
  var selfAndAncestors: [UIViewController] {
    var chain = [self]
    while let container = chain[chain.count - 1].containerStorage {
      chain.append(container)
    }
    return chain
  }

  /// The containers above this controller, nearest first.
  var ancestors: ArraySlice<UIViewController> { selfAndAncestors.dropFirst() }

  /// What this controller or its nearest ancestor presented.
  var nearestPresented: UIViewController? {
    selfAndAncestors.first { $0.presentedStorage != nil }?.presentedStorage
  }

  /// The controller that presented this controller or its nearest presented ancestor.
  var nearestPresenter: UIViewController? {
    selfAndAncestors.first { $0.presenterStorage != nil }?.presenterStorage
  }

  /// The outermost container: the root of this controller's layer.
  var layerRoot: UIViewController { selfAndAncestors.last ?? self }

  /// The window showing this controller's layer, directly or through the presentations below.
  var hostingWindow: UIWindow? {
    let root = layerRoot
    if let window = root.windowStorage {
      return window
    }
    return root.presenterStorage?.hostingWindow
  }

  /// The controller covering this controller's layer: what the layer's root presented.
  var coveringModal: UIViewController? { layerRoot.presentedStorage }

  /// Whether this controller is on screen: in a window that is not hidden, shown by every
  /// container above it, and not covered by a presented controller.
  var isOnScreen: Bool {
    guard let window = hostingWindow, !window.isHidden, coveringModal == nil else { return false }
    var child = self
    while let container = child.containerStorage {
      guard container.shows(child) else { return false }
      child = container
    }
    return true
  }

  /// The controllers this layer's root presented, in order: the presented chain above it.
  var presentationChain: [UIViewController] {
    var chain: [UIViewController] = []
    var next = presentedStorage
    while let presented = next {
      chain.append(presented)
      next = presented.presentedStorage
    }
    return chain
  }

  /// How messages name this controller: `<TypeName>`, or `<TypeName "title">`.
  var standInName: String {
    let typeName = String(describing: type(of: self))
    guard let title else { return "<\(typeName)>" }
    return "<\(typeName) \"\(title)\">"
  }

  /// Makes `newChildren` this container's children: drops the children that are not in it and
  /// adopts the new ones (taking them from their previous container), calling `willMove` and
  /// `didMove(toParent:)` on both.
  ///
  /// - Returns: The dropped children.
  @discardableResult
  func replaceChildren(with newChildren: [UIViewController]) -> [UIViewController] {
    let oldChildren = childStorage
    let removed = oldChildren.filter { old in !newChildren.contains { $0 === old } }
    let added = newChildren.filter { new in !oldChildren.contains { $0 === new } }
    for controller in removed {
      controller.willMove(toParent: nil)
    }
    for controller in added {
      takeFromPreviousContainer(controller)
      controller.willMove(toParent: self)
    }
    childStorage = newChildren
    for controller in removed {
      controller.containerStorage = nil
      controller.didMove(toParent: nil)
    }
    for controller in added {
      controller.containerStorage = self
      controller.didMove(toParent: self)
    }
    return removed
  }

  /// Takes `child` from the container holding it, if that is not this one, and says so.
  func takeFromPreviousContainer(_ child: UIViewController) {
    guard let previous = child.containerStorage, previous !== self else { return }
    UIKitStandIn.session.log.recordMessage(
      Diagnostics.movedBetweenContainers(child, from: previous, to: self)
    )
    child.willMove(toParent: nil)
    previous.release(child)
    child.didMove(toParent: nil)
  }
}

extension [UIViewController] {
  /// The first controller that appears a second time in the list, if any.
  var firstRepeatedInstance: UIViewController? {
    enumerated().first { position, controller in
      self[..<position].contains { $0 === controller }
    }?.element
  }
}
