#if os(Linux)
import Foundation
import Testing
@_spi(Testing) import UIKitStandIn

/// A screen that records its appearance callbacks in a shared log, as `Name viewDidAppear`.
private final class RecordingScreen: UIViewController {
  var log: CallLog?

  convenience init(_ title: String, log: CallLog) {
    self.init(nibName: nil, bundle: nil)
    self.title = title
    self.log = log
  }

  private func record(_ callback: String) {
    log?.record("\(title ?? "?") \(callback)")
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    record("viewWillAppear")
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    record("viewDidAppear")
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    record("viewWillDisappear")
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    record("viewDidDisappear")
  }
}

/// A navigation delegate that records `didShow`.
@MainActor
private final class RecordingNavigationDelegate: NSObject, UINavigationControllerDelegate {
  let log: CallLog

  init(log: CallLog) {
    self.log = log
  }

  func navigationController(
    _ navigationController: UINavigationController,
    didShow viewController: UIViewController,
    animated: Bool
  ) {
    log.record("didShow")
  }
}

@Suite("Appearance callbacks", .isolatedStandIn)
@MainActor
struct AppearanceCallbackTests {
  @Test("an animated full-screen presentation calls viewDidAppear before its completion")
  func fullScreenPresentation() async {
    let log = CallLog()
    let stage = Stage(UINavigationController(rootViewController: RecordingScreen("Root", log: log)))
    let modal = RecordingScreen("Modal", log: log)
    modal.modalPresentationStyle = .fullScreen

    stage.window.rootViewController?.present(
      modal, animated: true, completion: log.completion("done"))
    #expect(log.entries == ["Root viewWillDisappear", "Modal viewWillAppear"])
    await UIKitStandIn.settle()

    #expect(
      log.entries == [
        "Root viewWillDisappear", "Modal viewWillAppear", "Root viewDidDisappear",
        "Modal viewDidAppear", "done",
      ])
  }

  @Test("an animated dismissal calls viewDidDisappear before its completion")
  func fullScreenDismissal() async {
    let log = CallLog()
    let stage = Stage(UINavigationController(rootViewController: RecordingScreen("Root", log: log)))
    let modal = RecordingScreen("Modal", log: log)
    modal.modalPresentationStyle = .fullScreen
    stage.window.rootViewController?.present(modal, animated: false)
    await UIKitStandIn.settle()
    let presented = log.entries.count

    modal.dismiss(animated: true, completion: log.completion("done"))
    await UIKitStandIn.settle()

    #expect(
      log.entries.dropFirst(presented) == [
        "Modal viewWillDisappear", "Root viewWillAppear", "Modal viewDidDisappear",
        "Root viewDidAppear", "done",
      ])
  }

  @Test("a sheet leaves its presenter on screen: only the sheet appears and disappears")
  func sheet() async {
    let log = CallLog()
    let stage = Stage(RecordingScreen("Root", log: log))
    let sheet = RecordingScreen("Sheet", log: log)

    stage.window.rootViewController?.present(
      sheet, animated: false, completion: log.completion("shown"))
    #expect(log.entries == ["Sheet viewWillAppear"])
    await UIKitStandIn.settle()
    sheet.dismiss(animated: false, completion: log.completion("gone"))
    await UIKitStandIn.settle()

    #expect(
      log.entries == [
        "Sheet viewWillAppear", "Sheet viewDidAppear", "shown", "Sheet viewWillDisappear",
        "Sheet viewDidDisappear", "gone",
      ])
  }

  @Test("an animated push calls viewDidAppear, then didShow, then the coordinator's completion")
  func animatedPush() async {
    let log = CallLog()
    let navigation = UINavigationController(rootViewController: RecordingScreen("Root", log: log))
    let delegate = RecordingNavigationDelegate(log: log)
    navigation.delegate = delegate
    let stage = Stage(navigation)

    navigation.pushViewController(RecordingScreen("Detail", log: log), animated: true)
    navigation.transitionCoordinator?.animate(alongsideTransition: nil) { _ in
      log.record("coordinator")
    }
    await UIKitStandIn.settle()

    #expect(
      log.entries == [
        "Root viewWillDisappear", "Detail viewWillAppear", "Root viewDidDisappear",
        "Detail viewDidAppear", "didShow", "coordinator",
      ])
    #expect(stage.visible?.title == "Detail")
  }

  @Test("a pop without animation makes every callback before it returns")
  func pop() {
    let log = CallLog()
    let navigation = UINavigationController(rootViewController: RecordingScreen("Root", log: log))
    navigation.pushViewController(RecordingScreen("Detail", log: log), animated: false)
    let stage = Stage(navigation)

    navigation.popViewController(animated: false)

    #expect(
      log.entries == [
        "Detail viewWillDisappear", "Root viewWillAppear", "Detail viewDidDisappear",
        "Root viewDidAppear",
      ])
    #expect(stage.visible?.title == "Root")
  }

  @Test("a stack off screen makes no callback")
  func offScreen() {
    let log = CallLog()
    let navigation = UINavigationController(rootViewController: RecordingScreen("Root", log: log))

    navigation.pushViewController(RecordingScreen("Detail", log: log), animated: true)

    #expect(log.entries.isEmpty)
  }

  @Test("selecting a tab makes the shown tab disappear and the new one appear")
  func tabSelection() {
    let log = CallLog()
    let tabs = UITabBarController()
    let first = UINavigationController(rootViewController: RecordingScreen("First", log: log))
    let second = UINavigationController(rootViewController: RecordingScreen("Second", log: log))
    tabs.viewControllers = [first, second]
    let stage = Stage(tabs)

    tabs.selectedIndex = 1

    #expect(
      log.entries == [
        "First viewWillDisappear", "Second viewWillAppear", "First viewDidDisappear",
        "Second viewDidAppear",
      ])
    #expect(stage.visible?.title == "Second")
  }

  // MARK: Strict mode

  @Test(
    "strict mode runs a push's coordinator completion and didShow before or after viewDidAppear")
  func strictPushOrders() async {
    var orders: Set<[String]> = []
    UIKitStandIn.transitionMode = .manual
    for seed in UInt64(1)...64 {
      let log = CallLog()
      let navigation = UINavigationController(
        rootViewController: RecordingScreen("Root", log: log))
      let delegate = RecordingNavigationDelegate(log: log)
      navigation.delegate = delegate
      let stage = Stage(navigation)
      UIKitStandIn.strictSeed = seed

      navigation.pushViewController(RecordingScreen("Detail", log: log), animated: true)
      await UIKitStandIn.waitForTransition()
      navigation.transitionCoordinator?.animate(alongsideTransition: nil) { _ in
        log.record("coordinator")
      }
      await UIKitStandIn.settle()

      let ends = log.entries.filter {
        ["Detail viewDidAppear", "didShow", "coordinator"].contains($0)
      }
      orders.insert(ends)
      #expect(ends.count == 3, "seed \(seed)")
      #expect(stage.visible?.title == "Detail")
    }
    #expect(orders.contains(["Detail viewDidAppear", "didShow", "coordinator"]))
    #expect(orders.contains(["didShow", "Detail viewDidAppear", "coordinator"]))
    #expect(orders.contains { $0.first == "coordinator" })
    #expect(
      UIKitStandIn.strictChoices.contains { $0.hasPrefix("didShow comes before viewDidAppear") })
  }

  @Test("strict mode calls viewDidAppear at the call or a turn later, always before the completion")
  func strictPresentation() async {
    var atCall: Set<Bool> = []
    for seed in UInt64(1)...64 {
      for animated in [false, true] {
        let log = CallLog()
        let stage = Stage(RecordingScreen("Root", log: log))
        UIKitStandIn.strictSeed = seed
        let modal = RecordingScreen("Modal", log: log)

        stage.window.rootViewController?.present(
          modal, animated: animated, completion: log.completion("done"))
        if !animated { atCall.insert(log.entries.contains("Modal viewDidAppear")) }
        await UIKitStandIn.settle()

        #expect(
          log.entries == ["Modal viewWillAppear", "Modal viewDidAppear", "done"],
          "seed \(seed), animated: \(animated), \(UIKitStandIn.strictChoices)")
      }
    }
    #expect(atCall == [true, false])
  }

  @Test("strict mode calls a tab's viewDidAppear at the selection or a turn later")
  func strictTabSelection() async {
    var atCall: Set<Bool> = []
    for seed in UInt64(1)...32 {
      let log = CallLog()
      let tabs = UITabBarController()
      tabs.viewControllers = [
        RecordingScreen("First", log: log), RecordingScreen("Second", log: log),
      ]
      let stage = Stage(tabs)
      UIKitStandIn.strictSeed = seed

      tabs.selectedIndex = 1
      atCall.insert(log.entries.contains("Second viewDidAppear"))
      await UIKitStandIn.settle()

      #expect(
        log.entries == [
          "First viewWillDisappear", "Second viewWillAppear", "First viewDidDisappear",
          "Second viewDidAppear",
        ], "seed \(seed)")
      #expect(stage.visible?.title == "Second")
    }
    #expect(atCall == [true, false])
  }
}

#endif
