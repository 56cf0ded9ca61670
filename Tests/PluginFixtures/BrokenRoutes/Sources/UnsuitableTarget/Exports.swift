// The fixture's shared screens, visible to the generated source. The target
// imports StackRouterUIKit, so the plugin binds its targets for the UIKit
// navigator: each must be a UIViewController.
@_exported import BrokenRoutesScreens
import StackRouterUIKit
