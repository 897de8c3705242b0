import {
  type Address,
  concat,
  createWalletClient,
  encodeAbiParameters,
  getContractAddress,
  type Hex,
  http,
  parseEther,
  zeroHash,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { ANVIL_PRIVATE_KEY, anvilPrivateKey } from '../anvil/anvilAccounts.js'
import {
  type Deployer,
  deployContract,
  deployerAccount,
  localPublicClient,
} from '../contracts/deployContract.js'
import { RECEIPT_TIMEOUT_MS, sendAndWait } from '../dex/sendAndWait.js'
import { erc4337Artifacts } from './erc4337Artifacts.js'
import { SessionAccountFactoryArtifact } from './sessionAccountArtifacts.generated.js'

/** The CREATE2 deployer (Arachnid's deterministic-deployment-proxy) at its usual address. */
export const CREATE2_DEPLOYER_ADDRESS: Address = '0x4e59b44847b379578588920ca78fbf26c0b4956c'
/** Its runtime code: `salt ‖ initCode` in, the created address out (anvil has it from genesis). */
const CREATE2_DEPLOYER_CODE: Hex =
  '0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe03601600081602082378035828234f58015156039578182fd5b8082525050506014600cf3'

/** The salt EntryPoint v0.7 was deployed with on public chains (→ `entryPoint07Address`). */
const ENTRY_POINT_07_SALT: Hex =
  '0x90d8084deab30c2a37c45e8d47f49f2f7965183cb6990a98943ef94940681de3'

/**
 * The key whose signature the local VerifyingPaymaster accepts by default: a public test key
 * (anvil's mnemonic, index 22; it holds nothing and sends nothing), for the server's sponsorship
 * config in tests and the demo. Never for a paymaster with real funds.
 */
export const LOCAL_PAYMASTER_SIGNER_KEY: Hex = anvilPrivateKey(22)

export interface DeployErc4337Options {
  /** Who sends the deployments and funds the paymaster; default anvil account 0. */
  deployer?: Deployer
  /** The address the paymaster trusts (`verifyingSigner`); default LOCAL_PAYMASTER_SIGNER_KEY's. */
  paymasterSigner?: Address
  /** Wei the paymaster deposits at the EntryPoint to pay for gas; default 100 ETH. */
  paymasterDeposit?: bigint
}

export interface Erc4337Deployment {
  /** EntryPoint v0.7, at its public address 0x0000000071727De22E5E9d8BAf0edAc6f37da032. */
  entryPoint: Address
  /** SimpleAccountFactory v0.7, at its public address 0x91E60e0613810449d098b0b5Ec8b51A0FE8c8985. */
  accountFactory: Address
  /**
   * The SessionAccountFactory (our SimpleAccount with smart sessions, contracts/erc4337), at
   * SESSION_ACCOUNT_FACTORY_07: the embedded wallet's default account factory.
   */
  sessionAccountFactory: Address
  /** The VerifyingPaymaster (owned by the deployer, its deposit at the EntryPoint). */
  paymaster: Address
  /** The address whose signatures the paymaster accepts. */
  paymasterSigner: Address
}

/** Puts the CREATE2 deployer at its address on a node that lacks it (anvil has it by default). */
async function ensureCreate2Deployer(rpcUrl: string) {
  const client = localPublicClient(rpcUrl)
  const code = await client.getCode({ address: CREATE2_DEPLOYER_ADDRESS })
  if (code && code !== '0x') return
  await client.request({
    method: 'anvil_setCode' as 'eth_chainId',
    params: [CREATE2_DEPLOYER_ADDRESS, CREATE2_DEPLOYER_CODE] as unknown as undefined,
  })
}

/** Deploys `initCode` through the CREATE2 deployer with `salt` (nothing when it is there already). */
async function deployDeterministic(rpcUrl: string, deployer: Deployer, salt: Hex, initCode: Hex) {
  const address = getContractAddress({
    opcode: 'CREATE2',
    from: CREATE2_DEPLOYER_ADDRESS,
    salt,
    bytecode: initCode,
  })
  const client = localPublicClient(rpcUrl)
  const existing = await client.getCode({ address })
  if (existing && existing !== '0x') return address
  const hash = await createWalletClient({ transport: http(rpcUrl) }).sendTransaction({
    account: deployerAccount(deployer),
    to: CREATE2_DEPLOYER_ADDRESS,
    data: concat([salt, initCode]),
    chain: null,
  } as Parameters<ReturnType<typeof createWalletClient>['sendTransaction']>[0])
  const receipt = await client.waitForTransactionReceipt({ hash, timeout: RECEIPT_TIMEOUT_MS })
  const code = await client.getCode({ address })
  if (receipt.status !== 'success' || !code || code === '0x') {
    throw new Error(`Deploying through the CREATE2 deployer failed (transaction ${hash}).`)
  }
  return address
}

/**
 * ERC-4337 v0.7 on a local node, from the npm artifacts of @account-abstraction/contracts
 * (`erc4337Artifacts`): the EntryPoint and the SimpleAccountFactory at their public addresses
 * (CREATE2, the public salts), our SessionAccountFactory (CREATE2, salt 0, so at the same
 * address on every chain), then a VerifyingPaymaster trusting `paymasterSigner`, with
 * `paymasterDeposit` deposited at the EntryPoint. Running it again on the same node keeps the
 * EntryPoint and factory and deploys another paymaster.
 */
export async function deployErc4337(
  rpcUrl: string,
  options: DeployErc4337Options = {},
): Promise<Erc4337Deployment> {
  const deployer = options.deployer ?? ANVIL_PRIVATE_KEY
  const paymasterSigner =
    options.paymasterSigner ?? privateKeyToAccount(LOCAL_PAYMASTER_SIGNER_KEY).address
  const artifacts = erc4337Artifacts()
  await ensureCreate2Deployer(rpcUrl)
  // One after the other: the deployer's nonces must not race.
  const entryPoint = await deployDeterministic(
    rpcUrl,
    deployer,
    ENTRY_POINT_07_SALT,
    artifacts.EntryPoint.bytecode,
  )
  const factoryArgs = encodeAbiParameters([{ type: 'address' }], [entryPoint])
  const accountFactory = await deployDeterministic(
    rpcUrl,
    deployer,
    zeroHash,
    concat([artifacts.SimpleAccountFactory.bytecode, factoryArgs]),
  )
  const sessionAccountFactory = await deployDeterministic(
    rpcUrl,
    deployer,
    zeroHash,
    concat([SessionAccountFactoryArtifact.bytecode, factoryArgs]),
  )
  // A plain CREATE, so that the paymaster's owner (who may stake and withdraw) is the deployer.
  const paymaster = await deployContract(rpcUrl, {
    ...artifacts.VerifyingPaymaster,
    args: [entryPoint, paymasterSigner],
    deployer,
  })
  await sendAndWait(rpcUrl, deployer, {
    address: paymaster,
    abi: artifacts.VerifyingPaymaster.abi,
    functionName: 'deposit',
    value: options.paymasterDeposit ?? parseEther('100'),
  })
  return { entryPoint, accountFactory, sessionAccountFactory, paymaster, paymasterSigner }
}
